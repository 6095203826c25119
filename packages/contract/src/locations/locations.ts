import { Type, type Static } from 'typebox';
import { LOCATION_SEARCH_FIELDS, LOCATION_SORT_FIELDS, LOCATION_UPDATE_FOR, locationMessages } from './texts';

const m = locationMessages;
const UpdateFor = Type.Enum(LOCATION_UPDATE_FOR, { errorMessage: m.updateFor });
/** Key and tags are checked by the server (required, lower-cased, trimmed) so they carry their own message. */
const Key = Type.String({ maxLength: 1000, errorMessage: 'key must be a text' });
const Tags = Type.Array(Type.String({ maxLength: 1000, errorMessage: 'a tag must be a text' }), {
  maxItems: 1000,
  errorMessage: 'tag must be a list of words',
});

export const LocationBody = Type.Object({
  key: Type.Optional(Key),
  tag: Type.Optional(Tags),
  updateFor: Type.Optional(UpdateFor),
});
export type LocationBody = Static<typeof LocationBody>;

/** `POST location/location-item-add/{id}`: the tags; key and updateFor, when sent, must be unchanged. */
export const LocationEditBody = Type.Object({
  key: Type.Optional(Key),
  tag: Type.Optional(Tags),
  updateFor: Type.Optional(UpdateFor),
  version: Type.Integer({ minimum: 1, maximum: 2147483647, errorMessage: m.version }),
});
export type LocationEditBody = Static<typeof LocationEditBody>;

export const Location = Type.Object({
  _id: Type.String(),
  key: Type.String(),
  tag: Type.Array(Type.String()),
  updateFor: UpdateFor,
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  version: Type.Integer(),
});
export type Location = Static<typeof Location>;

export const LocationQuery = Type.Object({
  searchBy: Type.Optional(Type.Enum(LOCATION_SEARCH_FIELDS, { errorMessage: 'searchBy must be key or tag' })),
  search: Type.Optional(
    Type.String({ maxLength: 100, errorMessage: 'search is a text of at most 100 characters' }),
  ),
  updateFor: Type.Optional(UpdateFor),
  sortBy: Type.Optional(
    Type.Enum(LOCATION_SORT_FIELDS, {
      errorMessage: `sortBy must be one of ${LOCATION_SORT_FIELDS.join(', ')}`,
    }),
  ),
  orderBy: Type.Optional(Type.Enum(['asc', 'desc'], { errorMessage: 'orderBy must be asc or desc' })),
});
export type LocationQuery = Static<typeof LocationQuery>;

export const LocationListAnswer = Type.Object({
  valid: Type.Literal(true),
  item: Type.Array(Location),
  pagination: Type.Object({ total: Type.Integer(), currentPage: Type.Integer(), totalPages: Type.Integer() }),
});
export type LocationListAnswer = Static<typeof LocationListAnswer>;

export const LocationSaveAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  item: Location,
});
export type LocationSaveAnswer = Static<typeof LocationSaveAnswer>;
