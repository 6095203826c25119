/** Plain values (no schemas) of the Location List: the console imports them without TypeBox. */

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
