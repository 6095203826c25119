import { Type, type Static } from 'typebox';

/** The records Ctrl+K finds, in the order its answer lists them. */
export const searchKinds = [
  'member',
  'admin',
  'celebrity',
  'contentKey',
  'synastrySet',
  'savedView',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Hits of each kind an answer holds at most. */
export const SEARCH_HITS_PER_KIND = 5;
/** The fewest letters the server searches with (a trigram index serves three and more). */
export const SEARCH_MIN_LENGTH = 3;

/**
 * `GET /api/search?q=`: members by nickname, e-mail or id; admins, celebrities, content keys, synastry sets,
 * and the saved views of the members list the admin sees.
 */
export const SearchQuery = Type.Object({
  q: Type.String({ title: 'Search', minLength: SEARCH_MIN_LENGTH, maxLength: 100 }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchHit = Type.Object({
  kind: Type.Enum(searchKinds),
  _id: Type.String(),
  /** The record's name: a nickname, a key. */
  title: Type.String(),
  /** What tells two of a name apart: an e-mail, a category, a role. */
  detail: Type.String(),
  /** Where a content key lives (its tab on Languages). */
  useFor: Type.Optional(Type.Union([Type.Literal('mobile'), Type.Literal('server')])),
});
export type SearchHit = Static<typeof SearchHit>;

export const SearchAnswer = Type.Object({ items: Type.Array(SearchHit) });
export type SearchAnswer = Static<typeof SearchAnswer>;

/** Text folded as every search reads it: accents and case aside ("Élodie" → "elodie"), as orrery_fold does. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
