import { and, asc, isNotNull, not, sql } from 'drizzle-orm';
import { LOCATION_SEARCH_MIN, type LocationSearchBody } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { likePattern } from '../../../lib/paging';
import type { PlacesProvider } from '../../../providers/places';

const { members } = schema;
const MAX_NAMES = 20;
/** Names compared without case or accents: "Sao Paulo" is "São Paulo". */
const folded = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * `POST user/locations`: up to 20 distinct cities, regions (states) or countries starting with the text
 * (any case), nothing under 3 characters. First the members' own (A to Z: the ones a push can reach),
 * then the gazetteer's (towns by rank, regions and countries A to Z), each name once.
 */
export async function searchLocations(
  db: Db,
  places: PlacesProvider,
  body: LocationSearchBody,
): Promise<string[]> {
  const text = body.search.trim();
  if (text.length < LOCATION_SEARCH_MIN) return [];
  const column = { city: members.city, region: members.region, country: members.country }[body.searchBy];
  const prefix = likePattern(text).slice(1);
  const [rows, known] = await Promise.all([
    db
      .selectDistinct({ value: column })
      .from(members)
      .where(and(isNotNull(column), not(members.isDeleted), sql`${column} ilike ${prefix}`))
      .orderBy(asc(column))
      .limit(MAX_NAMES),
    places.areaNames(body.searchBy, text, MAX_NAMES),
  ]);
  const names = new Map<string, string>();
  for (const name of [...rows.map((r) => r.value), ...known])
    if (name && !names.has(folded(name))) names.set(folded(name), name);
  return [...names.values()].slice(0, MAX_NAMES);
}
