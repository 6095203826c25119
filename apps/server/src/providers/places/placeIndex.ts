import { compactKey, normalizeName, wordStarts } from './normalize';
import { textAt, textColumn, type TextColumn } from './textColumn';

/** Bump when the layout below changes: an index file of another version is rebuilt, never misread. */
export const INDEX_FORMAT = 5;

/** Co-ordinates are kept as integers of 1e-5 degree, the precision GeoNames gives them in. */
export const COORD_SCALE = 1e5;

/** One place as the gazetteer gives it. */
export interface PlaceRecord {
  id: number;
  name: string;
  countryCode: string;
  admin1Code: string;
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * The prepared gazetteer: column arrays, one row per place, ordered by GeoNames id (so an id is found
 * by binary search), and two sorted arrays of search keys (`searchKey`: no accents, no spaces, no
 * punctuation) for prefix search by binary search: each place's name, and its name from each later word
 * on (so "paulo" finds São Paulo and "aquila" L'Aquila).
 */
export interface PlaceIndex {
  format: number;
  /** Versions of the data it was built from, to tell a stale file. */
  source: string;
  ids: Uint32Array;
  names: TextColumn;
  lat: Int32Array;
  lng: Int32Array;
  population: Uint32Array;
  /** Index into regions; 0 is "no region known". */
  region: Uint16Array;
  country: Uint16Array;
  feature: Uint8Array;
  /** Row of the place's own name in `keys`. */
  fullKey: Uint32Array;
  regions: string[];
  /** GeoNames admin1 code of each region ("IL", "40"), for "springfield, il". */
  regionCodes: string[];
  countries: string[];
  countryCodes: string[];
  featureCodes: string[];
  /** Search keys of the names, sorted in UTF-16 code unit order (the order of `<`), and the place of each. */
  keys: TextColumn;
  keyPlace: Uint32Array;
  /** Search keys of the names from a later word on ("paulo" of "sao paulo"), sorted likewise. */
  wordKeys: TextColumn;
  wordPlace: Uint32Array;
}

interface Lookups {
  admin1Name(countryCode: string, admin1Code: string): string | undefined;
  countryName(countryCode: string): string;
}

/** A string table: each distinct value once, `indexOf` by map. */
function table(first?: string) {
  const values: string[] = first === undefined ? [] : [first];
  const at = new Map<string, number>(first === undefined ? [] : [[first, 0]]);
  return {
    values,
    indexOf(value: string): number {
      let i = at.get(value);
      if (i === undefined) {
        i = values.length;
        values.push(value);
        at.set(value, i);
      }
      return i;
    },
  };
}

interface Entry {
  key: string;
  place: number;
}

function sortKeys(entries: Entry[]): { keys: TextColumn; places: Uint32Array } {
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  return { keys: textColumn(entries.map((e) => e.key)), places: Uint32Array.from(entries, (e) => e.place) };
}

/** Builds the index from the gazetteer's records and the region and country names. */
export function buildPlaceIndex(records: PlaceRecord[], lookups: Lookups, source: string): PlaceIndex {
  const places = records
    // a name with no letter or digit has no search key: the index holds one for every place
    .filter((r) => Number.isInteger(r.id) && r.id > 0 && normalizeName(r.name) !== '')
    .sort((a, b) => a.id - b.id);
  const n = places.length;
  const ids = new Uint32Array(n);
  const lat = new Int32Array(n);
  const lng = new Int32Array(n);
  const population = new Uint32Array(n);
  const region = new Uint16Array(n);
  const country = new Uint16Array(n);
  const feature = new Uint8Array(n);
  const names: string[] = new Array<string>(n);
  const regionKeys = table('');
  const regionCodes: string[] = [''];
  const regionNames: string[] = [''];
  const countries = table();
  const features = table();
  const full: Entry[] = [];
  const words: Entry[] = [];

  places.forEach((p, i) => {
    ids[i] = p.id;
    names[i] = p.name;
    lat[i] = Math.round(p.lat * COORD_SCALE);
    lng[i] = Math.round(p.lng * COORD_SCALE);
    population[i] = Math.min(Math.max(Math.round(p.population) || 0, 0), 0xffffffff);
    country[i] = countries.indexOf(p.countryCode);
    const regionName = lookups.admin1Name(p.countryCode, p.admin1Code);
    if (regionName) {
      const r = regionKeys.indexOf(`${p.countryCode}.${p.admin1Code}`);
      if (r === regionNames.length) {
        regionNames.push(regionName);
        regionCodes.push(p.admin1Code);
      }
      region[i] = r;
    }
    feature[i] = features.indexOf(p.featureCode);
    const spaced = normalizeName(p.name);
    if (!spaced) return;
    full.push({ key: compactKey(spaced), place: i });
    for (const start of wordStarts(spaced)) words.push({ key: compactKey(spaced.slice(start)), place: i });
  });

  const sortedFull = sortKeys(full);
  const sortedWords = sortKeys(words);
  const fullKey = new Uint32Array(n);
  sortedFull.places.forEach((place, row) => {
    fullKey[place] = row;
  });

  return {
    format: INDEX_FORMAT,
    source,
    ids,
    names: textColumn(names),
    lat,
    lng,
    population,
    region,
    country,
    feature,
    fullKey,
    regions: regionNames,
    regionCodes,
    countries: countries.values.map((code) => lookups.countryName(code)),
    countryCodes: [...countries.values],
    featureCodes: features.values,
    keys: sortedFull.keys,
    keyPlace: sortedFull.places,
    wordKeys: sortedWords.keys,
    wordPlace: sortedWords.places,
  };
}

/** "Hyderabad, Telangana, India": the name, its region when known, its country. */
export function describePlace(index: PlaceIndex, place: number): string {
  const parts = [textAt(index.names, place)];
  const region = index.regions[index.region[place] ?? 0];
  if (region) parts.push(region);
  const country = index.countries[index.country[place] ?? 0];
  if (country) parts.push(country);
  return parts.join(', ');
}

/** The row of a GeoNames id, or -1. */
export function findPlace(index: PlaceIndex, id: number): number {
  let lo = 0;
  let hi = index.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const value = index.ids[mid] ?? 0;
    if (value === id) return mid;
    if (value < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const EARTH_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** Great-circle distance between two points in degrees, km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The row of the place nearest to a point, or -1 when none lies within `withinKm`: one pass over the
 * co-ordinates (every place), a cheap box test before the exact distance.
 */
export function nearestPlace(index: PlaceIndex, lat: number, lng: number, withinKm: number): number {
  const boxLat = (withinKm / 111) * COORD_SCALE;
  const y = lat * COORD_SCALE;
  let best = -1;
  let bestKm = withinKm;
  for (let row = 0; row < index.ids.length; row += 1) {
    const placeLat = index.lat[row] ?? 0;
    if (Math.abs(placeLat - y) > boxLat) continue;
    const placeLng = index.lng[row] ?? 0;
    const km = distanceKm(lat, lng, placeLat / COORD_SCALE, placeLng / COORD_SCALE);
    // at the same distance (places sharing a point), the more populous
    const better =
      km < bestKm ||
      (km === bestKm && (best < 0 || (index.population[row] ?? 0) > (index.population[best] ?? 0)));
    if (better) {
      best = row;
      bestKm = km;
    }
  }
  return best;
}
