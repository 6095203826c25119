import { POINT_NAMES, ZODIAC_SIGNS } from '@orrery/contract';

/** Labels and number formats of the pair pages. */
export const bandLabels: Record<string, string> = {
  veryHigh: 'Very High',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  veryLow: 'Very Low',
};

export const percent = (value: number) => `${value.toFixed(2)}%`;

export const genderLabels: Record<string, string> = { m: 'Male', f: 'Female', o: 'Other' };

/** A longitude as degrees within its sign: `15.25° Taurus`. */
export function inSign(lng: number): string {
  const normal = ((lng % 360) + 360) % 360;
  const sign = Math.floor(normal / 30);
  return `${(normal - sign * 30).toFixed(2)}° ${ZODIAC_SIGNS[sign] ?? ''}`;
}

export const planetName = (code: string) => (POINT_NAMES as Record<string, string>)[code] ?? code;
