import { searchKey } from './normalize';
import type { PlaceIndex } from './placeIndex';
import { columnSize, equalsAt, lowerBound, startsWithAt } from './textColumn';

export const MAX_PREDICTIONS = 10;

/** What was typed, read as a name prefix and optional "region or country" terms after commas. */
export interface PlaceQuery {
  name: string;
  within: string[];
}

/** "Springfield, Illinois" → {name: "springfield", within: ["illinois"]}; "King's Lynn" → "kingslynn". */
export function parsePlaceQuery(text: string): PlaceQuery {
  const [name = '', ...rest] = text.split(',');
  return { name: searchKey(name), within: rest.map(searchKey).filter((term) => term !== '') };
}

interface AreaKeys {
  regions: string[];
  countries: string[];
}
const areaKeysOf = new WeakMap<PlaceIndex, AreaKeys>();

/** Search keys of the region and country names, made on the first query with a comma. */
function areaKeys(index: PlaceIndex): AreaKeys {
  let keys = areaKeysOf.get(index);
  if (!keys) {
    keys = { regions: index.regions.map(searchKey), countries: index.countries.map(searchKey) };
    areaKeysOf.set(index, keys);
  }
  return keys;
}

/** A term after a comma names the place's region or country: by the start of its name, or by its code. */
function isWithin(index: PlaceIndex, areas: AreaKeys, place: number, term: string): boolean {
  const region = index.region[place] ?? 0;
  const country = index.country[place] ?? 0;
  const code = term.toUpperCase();
  return (
    (region !== 0 &&
      ((areas.regions[region] ?? '').startsWith(term) || index.regionCodes[region] === code)) ||
    (areas.countries[country] ?? '').startsWith(term) ||
    index.countryCodes[country] === code
  );
}

/**
 * GeoNames feature codes of places that are not a town in their own right today: a section of a city
 * ("Zürich (Kreis 3)"), historical, abandoned or destroyed places. Kept, but ranked after the others.
 */
const MINOR_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const minorOf = new WeakMap<PlaceIndex, boolean[]>();

function minorFeatures(index: PlaceIndex): boolean[] {
  let minor = minorOf.get(index);
  if (!minor) {
    minor = index.featureCodes.map((code) => MINOR_FEATURES.has(code));
    minorOf.set(index, minor);
  }
  return minor;
}

/**
 * A hit's rank as one number, lower is better: the tier (0: the whole name is the text; 1: the name
 * starts with it; 2: a later word does), then towns before minor places, then the larger population.
 */
function rankOf(tier: number, minor: boolean, population: number): number {
  return (tier * 2 + (minor ? 1 : 0)) * 0x1_0000_0000 + (0xffff_ffff - population);
}

/** The best places seen so far, best first, at most `limit`. */
class Best {
  readonly places: number[] = [];
  readonly ranks: number[] = [];
  constructor(readonly limit: number) {}

  get full(): boolean {
    return this.ranks.length === this.limit;
  }

  /** Whether a place of this rank would get in (checked before the costlier tests). */
  admits(rank: number): boolean {
    return !this.full || rank < (this.ranks[this.limit - 1] ?? 0);
  }

  add(place: number, rank: number): void {
    if (this.places.includes(place)) return;
    let at = this.ranks.length;
    while (at > 0 && rank < (this.ranks[at - 1] ?? 0)) at -= 1;
    this.ranks.splice(at, 0, rank);
    this.places.splice(at, 0, place);
    if (this.ranks.length > this.limit) {
      this.ranks.pop();
      this.places.pop();
    }
  }
}

/**
 * Rows of the best places for a query: the keys starting with the name prefix are read (binary search
 * to the first, then a run), and the best `limit` kept: exact name first, then names that start with
 * the text, then names with a later word that does (read only when the first two leave room); within
 * each, towns before city sections and historical places, then the most populous first.
 */
export function searchPlaces(index: PlaceIndex, query: PlaceQuery, limit = MAX_PREDICTIONS): number[] {
  const { name, within } = query;
  if (!name || limit < 1) return [];
  const { keys, keyPlace, wordKeys, wordPlace, fullKey, feature, population } = index;
  const areas = within.length > 0 ? areaKeys(index) : null;
  const minor = minorFeatures(index);
  const best = new Best(limit);
  const consider = (place: number, tier: number) => {
    const rank = rankOf(tier, minor[feature[place] ?? 0] === true, population[place] ?? 0);
    if (!best.admits(rank)) return;
    if (areas && !within.every((term) => isWithin(index, areas, place, term))) return;
    best.add(place, rank);
  };

  for (let k = lowerBound(keys, name); k < columnSize(keys); k += 1) {
    if (!startsWithAt(keys, k, name)) break;
    consider(keyPlace[k] ?? 0, equalsAt(keys, k, name) ? 0 : 1);
  }
  if (best.full) return best.places;
  for (let k = lowerBound(wordKeys, name); k < columnSize(wordKeys); k += 1) {
    if (!startsWithAt(wordKeys, k, name)) break;
    const place = wordPlace[k] ?? 0;
    // a place whose whole name matches was counted with the names
    if (!startsWithAt(keys, fullKey[place] ?? 0, name)) consider(place, 2);
  }
  return best.places;
}
