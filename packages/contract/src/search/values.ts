/** Plain values (no schemas) of the Ctrl+K search: the console imports them without TypeBox. */

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

/** Text folded as every search reads it: accents and case aside ("Élodie" → "elodie"), as orrery_fold does. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
