import { eq } from 'drizzle-orm';
import { chart, localToUtc, PLANET_CODES, type Chart, type PlanetCode } from '@orrery/astro';
import { memberRuleMessages, type MemberChart } from '@orrery/contract';
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

function toAnswer(c: Chart, utc: Date, timeZone: string, local: string): MemberChart {
  return {
    zodiac: c.zodiac,
    houseSystem: c.houseSystem,
    timeZone,
    local,
    utc: utc.toISOString(),
    geo: { lat: c.lat, lng: c.lng },
    ayanamsa: round(c.ayanamsa),
    points: PLANET_CODES.map((code) => ({
      code,
      name: POINT_NAMES[code],
      ...placed(c.points[code].lng),
      house: houseOf(c.points[code].lng, c.houses),
      retrograde: code !== 'as' && code !== 'mc' && c.points[code].speed < 0,
    })),
    houses: c.houses.map((cusp, i) => ({ house: i + 1, ...placed(cusp) })),
    ascendant: placed(c.points.as.lng),
    midheaven: placed(c.points.mc.lng),
  };
}

/**
 * The member's natal chart (`@orrery/astro`): local birth time in the zone of the birth place
 * (geo-tz from the birth co-ordinates) → UTC; tropical or sidereal (Lahiri) by tropical_sidereal;
 * Placidus houses (the engine falls back to Porphyry beyond the polar circles); mean node.
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
  if (!dob || !tob || lat === null || lng === null) {
    const missing = [
      !dob && 'date of birth',
      !tob && 'time of birth',
      (lat === null || lng === null) && 'birth co-ordinates',
    ].filter((f): f is string => !!f);
    throw badRequest(memberRuleMessages.chartMissing(missing));
  }
  const timeZone = timeZoneAt(lat, lng);
  const local = `${dob}T${tob}`;
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
  );
}
