import { chart, localToUtc, PLANET_CODES, type Chart, type Points } from '@orrery/astro';
import { pairMessages, type PairPerson, type PairPersonInput } from '@orrery/contract';
import type { StoredBirth, StoredPerson } from '@orrery/db/schema';
import { badRequest } from '../../lib/httpErrors';
import { timeZoneAt } from '../../providers/places/timezone';

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** Zones of places already looked up: a file names the same places again and again. */
const zones = new Map<string, string>();
function zoneAt(lat: number, lng: number): string {
  const key = `${lat} ${lng}`;
  let zone = zones.get(key);
  if (zone === undefined) {
    zone = timeZoneAt(lat, lng);
    if (zones.size >= 10_000) zones.clear();
    zones.set(key, zone);
  }
  return zone;
}

/**
 * Where and when a person was born: the coordinates rounded to 4 decimals, the zone of the place
 * (geo-tz) and the local birth time turned into UTC with the zone's history (`localToUtc`). A time the
 * clocks skipped is refused; one that happened twice takes the earlier instant, flagged.
 */
export function birthOf(input: PairPersonInput, who: string): StoredBirth {
  const zone = zoneAt(round4(input.geoCordinate.lat), round4(input.geoCordinate.lng));
  const tob = input.tob.slice(0, 5);
  try {
    const { utc, ambiguous } = localToUtc(`${input.dob}T${tob}`, zone);
    return { zone, utc: utc.toISOString(), ambiguous };
  } catch {
    throw badRequest(pairMessages.dstGap(who, `${input.dob} ${tob}`, zone));
  }
}

/**
 * A person as stored: the input, the birth instant (found here, or given when the file check found it)
 * and the chart, computed once.
 */
export function storedPerson(input: PairPersonInput, who: string, known?: StoredBirth): StoredPerson {
  const { zone, utc, ambiguous } = known ?? birthOf(input, who);
  const lat = round4(input.geoCordinate.lat);
  const lng = round4(input.geoCordinate.lng);
  const c = chart({ utc: new Date(utc), lat, lng });
  return {
    name: input.name.trim(),
    gender: input.gender,
    dob: input.dob,
    tob: input.tob.slice(0, 5),
    utc,
    pob: input.pob.trim(),
    lat,
    lng,
    zone,
    ambiguous,
    lngs: PLANET_CODES.map((code) => c.points[code].lng),
    ayanamsa: c.ayanamsa,
  };
}

/** What the scoring reads of a person: the gender (who is the boy) and the chart's longitudes. */
export type ScoringPerson = Pick<StoredPerson, 'gender' | 'lngs' | 'ayanamsa'>;

/** The chart the scoring needs, rebuilt from the stored longitudes (tropical, mean node). */
export function chartOf(p: ScoringPerson): Chart {
  const points = Object.fromEntries(
    PLANET_CODES.map((code, i) => [code, { lng: p.lngs[i] ?? 0, speed: 0 }]),
  ) as Points;
  return {
    jdUt: 0,
    lat: 0,
    lng: 0,
    node: 'mean',
    houseSystem: 'wholeSign',
    ayanamsa: p.ayanamsa,
    zodiac: 'tropical',
    points,
    houses: [],
  };
}

/** The person as the API answers it. */
export function personAnswer(p: StoredPerson): PairPerson {
  return {
    name: p.name,
    gender: p.gender,
    dob: p.dob,
    tob: p.tob,
    utc: p.utc,
    pob: p.pob,
    geoCordinate: { lat: p.lat, lng: p.lng },
    timeZone: p.zone,
    ambiguousTime: p.ambiguous,
  };
}
