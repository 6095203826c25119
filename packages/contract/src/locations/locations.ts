import { Type, type Static } from 'typebox';

/** Location List: what a location stands for. */
export const LOCATION_UPDATE_FOR = ['locality', 'city', 'region', 'country'] as const;
export type LocationUpdateFor = (typeof LOCATION_UPDATE_FOR)[number];
export const LOCATION_SORT_FIELDS = ['key', 'createdAt', 'modifiedAt'] as const;
export const LOCATION_SEARCH_FIELDS = ['key', 'tag'] as const;
/** 20 a page; the tag cell shows up to 5 tags, then More... */
export const LOCATION_PAGE_SIZE = 20;
export const LOCATION_TAGS_SHOWN = 5;
export const LOCATION_KEY_MAX = 100;
export const LOCATION_TAG_MAX = 100;
export const LOCATION_TAGS_MAX = 100;

export const locationMessages = {
  fillAll: 'Please fill in all the remaining fields.',
  added: 'Location added successfully',
  updated: 'Location updated successfully',
  deleted: 'Location deleted successfully',
  deleteFailed: 'Failed to delete Location',
  deleteError: 'An error occurred while deleting location',
  deleteConfirm: 'Are you sure to delete Location?',
  notFound: 'This location no longer exists.',
  badId: 'The location id is not valid.',
  keyTaken: (key: string) => `A location with the key ${key} already exists.`,
  keyLocked: 'The key of a location cannot be changed.',
  updateForLocked: 'Update for is chosen when a location is added and cannot be changed.',
  updateFor: `updateFor must be one of ${LOCATION_UPDATE_FOR.join(', ')}.`,
  keyTooLong: `The key is at most ${LOCATION_KEY_MAX} characters.`,
  tagTooLong: `A tag is at most ${LOCATION_TAG_MAX} characters.`,
  tooManyTags: `A location has at most ${LOCATION_TAGS_MAX} tags.`,
  stale: 'This location was changed by someone else since you opened it: reload it to see the changes.',
  version: 'version must be the version loaded',
} as const;

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
