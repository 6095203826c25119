import { Type, type Static } from 'typebox';
import { SEARCH_MIN_LENGTH, searchKinds } from './values';

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
