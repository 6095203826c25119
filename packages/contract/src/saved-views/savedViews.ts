import { Type, type Static } from 'typebox';
import { SAVED_VIEW_NAME_MAX, savedViewLists } from './texts';

const List = Type.Enum(savedViewLists, { title: 'List' });

/** `POST /api/saved-views`: a name, the list's state as its address carries it, the columns, shared or not. */
export const SavedViewBody = Type.Object({
  list: List,
  name: Type.String({ title: 'Name', minLength: 1, maxLength: SAVED_VIEW_NAME_MAX }),
  // the list's address parameters: names of letters, digits, `_` and `.`, texts of at most 500 characters
  params: Type.Record(Type.String(), Type.String({ maxLength: 500 }), {
    title: 'Filters',
    maxProperties: 40,
    propertyNames: {
      pattern: '^[A-Za-z0-9_.]{1,40}$',
      errorMessage: 'Filters are named with at most 40 letters, digits, "_" or ".".',
    },
  }),
  columns: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { title: 'Columns', maxItems: 80 }),
  shared: Type.Boolean({ title: 'Share with all staff' }),
});
export type SavedViewBody = Static<typeof SavedViewBody>;

export const SavedView = Type.Object({
  _id: Type.String(),
  list: List,
  name: Type.String(),
  params: Type.Record(Type.String(), Type.String()),
  columns: Type.Array(Type.String()),
  shared: Type.Boolean(),
  /** The admin who saved it (their nickname; "a removed admin" once they are deleted). */
  ownerName: Type.String(),
  /** Saved by the admin asking. */
  mine: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SavedView = Static<typeof SavedView>;

/** `GET /api/saved-views?list=`: the admin's own views and those shared with all staff, by name. */
export const SavedViewListQuery = Type.Object({ list: List });
export const SavedViewListAnswer = Type.Object({ items: Type.Array(SavedView) });
export type SavedViewListAnswer = Static<typeof SavedViewListAnswer>;

export const SavedViewSaved = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  item: SavedView,
});
export type SavedViewSaved = Static<typeof SavedViewSaved>;
