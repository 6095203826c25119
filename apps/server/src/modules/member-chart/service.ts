import { eq } from 'drizzle-orm';
import { chart, localToUtc, PLANET_CODES, type Chart, type PlanetCode } from '@orrery/astro';
import { memberRuleMessages, NOON_FOR_UNKNOWN_TIME, type MemberChart } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { badRequest, notFound } from '../../lib/httpErrors';
import { timeZoneAt } from '../../providers/places/timezone';

const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

const POINT_NAMES: Record<PlanetCode, string> = {
  su: 'Sun',
  mo: 'Moon',
  me: 'Mercury',
  ve: 'Venus',
  ma: 'Mars',
  ju: 'Jupiter',
  sa: 'Saturn',
  ra: 'Rahu (North Node)',
  ke: 'Ketu (South Node)',
  ur: 'Uranus',
  ne: 'Neptune',
  pl: 'Pluto',
  as: 'Ascendant',
  mc: 'Midheaven',
};

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** A longitude with its sign and the degrees within the sign. */
export function placed(lng: number) {
  const normal = ((lng % 360) + 360) % 360;
  const index = Math.floor(normal / 30) % 12;
  return { lng: round(normal), sign: SIGNS[index] ?? 'Aries', degree: round(normal - index * 30) };
}

/** The house (1 to 12) whose cusp-to-next-cusp arc holds the longitude. */
export function houseOf(lng: number, cusps: number[]): number {
  for (let h = 0; h < 12; h++) {
    const start = cusps[h] ?? 0;
    const span = ((cusps[(h + 1) % 12] ?? 0) - start + 360) % 360;
    if ((lng - start + 360) % 360 < span) return h + 1;
  }
  return 1;
}

/** The chart's answer; without a birth time no house, Ascendant or Midheaven (they need the time). */
function toAnswer(c: Chart, utc: Date, timeZone: string, local: string, timeKnown: boolean): MemberChart {
  const codes = timeKnown ? PLANET_CODES : PLANET_CODES.filter((code) => code !== 'as' && code !== 'mc');
  return {
    timeKnown,
    zodiac: c.zodiac,
    houseSystem: c.houseSystem,
    timeZone,
    local,
    utc: utc.toISOString(),
    geo: { lat: c.lat, lng: c.lng },
    ayanamsa: round(c.ayanamsa),
    points: codes.map((code) => ({
      code,
      name: POINT_NAMES[code],
      ...placed(c.points[code].lng),
      house: timeKnown ? houseOf(c.points[code].lng, c.houses) : null,
      retrograde: code !== 'as' && code !== 'mc' && c.points[code].speed < 0,
    })),
    houses: timeKnown ? c.houses.map((cusp, i) => ({ house: i + 1, ...placed(cusp) })) : [],
    ascendant: timeKnown ? placed(c.points.as.lng) : null,
    midheaven: timeKnown ? placed(c.points.mc.lng) : null,
  };
}

/**
 * The member's natal chart (`@orrery/astro`): local birth time in the zone of the birth place
 * (geo-tz from the birth co-ordinates) → UTC; tropical or sidereal (Lahiri) by tropical_sidereal;
 * Placidus houses (the engine falls back to Porphyry beyond the polar circles); mean node.
 * Without a birth time: the planets at 12:00 local time, no houses or angles (`timeKnown` false).
 */
export async function memberChart(db: Db, id: string): Promise<MemberChart> {
  const { members } = schema;
  const [member] = await db
    .select({
      dob: members.dob,
      tob: members.tob,
      lat: members.birthLat,
      lng: members.birthLng,
      zodiac: members.tropicalSidereal,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  if (!member) throw notFound(memberRuleMessages.notFound);
  const { dob, tob, lat, lng } = member;
  if (!dob || lat === null || lng === null) {
    const missing = [!dob && 'date of birth', (lat === null || lng === null) && 'birth co-ordinates'].filter(
      (f): f is string => !!f,
    );
    throw badRequest(memberRuleMessages.chartMissing(missing));
  }
  const timeZone = timeZoneAt(lat, lng);
  const local = `${dob}T${tob ?? NOON_FOR_UNKNOWN_TIME}`;
  let utc: Date;
  try {
    utc = localToUtc(local, timeZone).utc;
  } catch (error) {
    throw badRequest(memberRuleMessages.chartTime(error instanceof Error ? error.message : String(error)));
  }
  const zodiac = member.zodiac === 's' ? 'sidereal' : 'tropical';
  return toAnswer(
    chart({ utc, lat, lng }, { zodiac, node: 'mean', houses: 'placidus' }),
    utc,
    timeZone,
    local,
    tob !== null,
  );
}
