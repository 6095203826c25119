import { celebritySortFields, type Celebrity } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { celebrityKeys, fetchCelebrityPage } from './api';
import {
  CELEBRITY_LIST_STORAGE_KEY,
  NEW_CELEBRITY_LIST_STORAGE_KEY,
  parseCelebrityListParams,
  parseNewCelebrityListParams,
  toCelebrityListQuery,
  type CelebrityListParams,
} from './listParams';

/** /celebrities: active celebrities, filtered, sorted and paged 20 at a time (no size changer). */
export const celebritiesList: ListDefinition<CelebrityListParams, Celebrity> = {
  storageKey: CELEBRITY_LIST_STORAGE_KEY,
  parse: parseCelebrityListParams,
  call: listCall(toCelebrityListQuery, celebrityKeys.list, fetchCelebrityPage),
  sortFields: celebritySortFields,
};

/** /newcelebrities: the same celebrities with their publish status as a filter. */
export const newCelebritiesList: ListDefinition<CelebrityListParams, Celebrity> = {
  storageKey: NEW_CELEBRITY_LIST_STORAGE_KEY,
  parse: parseNewCelebrityListParams,
  call: listCall(toCelebrityListQuery, celebrityKeys.list, fetchCelebrityPage),
  sortFields: celebritySortFields,
};
