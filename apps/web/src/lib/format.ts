import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { genderLabels } from '@orrery/contract';

dayjs.extend(utc);

export const DATE_TIME_FORMAT = 'DD-MMM-YYYY HH:mm';
export const DATE_FORMAT = 'DD-MMM-YYYY';
export const EMPTY_CELL = '—';

/** A gender cell by name (Male, Female); another value as it is, none as the empty cell. */
export const genderCell = (gender: string | null) =>
  gender === 'm' || gender === 'f' ? genderLabels[gender] : (gender ?? EMPTY_CELL);

/** `DD-MMM-YYYY HH:mm` in UTC. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY_CELL;
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : EMPTY_CELL;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return EMPTY_CELL;
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(DATE_FORMAT) : EMPTY_CELL;
}

/** Co-ordinates as the console writes them: `lat lng`, 4 decimals each. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(4)} ${lng.toFixed(4)}`;
}

/** Reads `lat lng` (a comma between them is accepted too); null when it is not a valid pair. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const parts = text.trim().split(/[\s,]+/);
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
