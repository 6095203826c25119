import { eq } from 'drizzle-orm';
import { chart, localToUtc, PLANET_CODES, type Chart } from '@orrery/astro';
import {
  memberRuleMessages,
  NOON_FOR_UNKNOWN_TIME,
  POINT_NAMES,
  ZODIAC_SIGNS,
  type MemberChart,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { badRequest, notFound } from '../../lib/httpErrors';
import { timeZoneAt } from '../../providers/places/timezone';

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** A longitude with its sign and the degrees within the sign. */
export function placed(lng: number) {
  const normal = ((lng % 360) + 360) % 360;
  const index = Math.floor(normal / 30) % 12;
  return { lng: round(normal), sign: ZODIAC_SIGNS[index] ?? 'Aries', degree: round(normal - index * 30) };
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

export interface NatalChart {
  chart: Chart;
  utc: Date;
  timeZone: string;
  local: string;
  timeKnown: boolean;
}

/**
 * The member's natal chart (`@orrery/astro`): local birth time in the zone of the birth place
 * (geo-tz from the birth co-ordinates) → UTC; tropical or sidereal (Lahiri) by tropical_sidereal;
 * Placidus houses (the engine falls back to Porphyry beyond the polar circles); mean node.
 * Without a birth time: the planets at 12:00 local time (`timeKnown` false). 404 for an unknown
 * member, 400 without birth date or co-ordinates.
 */
export async function memberNatalChart(db: Db, id: string): Promise<NatalChart> {
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
  const natal = chart({ utc, lat, lng }, { zodiac, node: 'mean', houses: 'placidus' });
  return { chart: natal, utc, timeZone, local, timeKnown: tob !== null };
}

/** Birth data of a person whose chart is drawn from it (a celebrity): local date and time at the place. */
export interface BirthData {
  dob: string;
  tob: string | null;
  lat: number;
  lng: number;
  zodiac?: 'tropical' | 'sidereal';
}

/**
 * The natal chart of any birth data, as the member chart panel shows it: the same zone lookup (geo-tz),
 * houses, node and answer. A local time that does not exist in the zone is a 400 with `timeMessage`.
 */
export function natalChartOf(
  birth: BirthData,
  timeMessage: (reason: string) => string = memberRuleMessages.chartTime,
): MemberChart {
  const timeZone = timeZoneAt(birth.lat, birth.lng);
  const local = `${birth.dob}T${birth.tob ?? NOON_FOR_UNKNOWN_TIME}`;
  let utc: Date;
  try {
    utc = localToUtc(local, timeZone).utc;
  } catch (error) {
    throw badRequest(timeMessage(error instanceof Error ? error.message : String(error)));
  }
  const natal = chart(
    { utc, lat: birth.lat, lng: birth.lng },
    { zodiac: birth.zodiac ?? 'tropical', node: 'mean', houses: 'placidus' },
  );
  return toAnswer(natal, utc, timeZone, local, birth.tob !== null);
}

/** The member detail's chart panel: the natal chart; without a birth time no houses or angles. */
export async function memberChart(db: Db, id: string): Promise<MemberChart> {
  const natal = await memberNatalChart(db, id);
  return toAnswer(natal.chart, natal.utc, natal.timeZone, natal.local, natal.timeKnown);
}
