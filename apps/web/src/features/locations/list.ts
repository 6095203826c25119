import { LOCATION_SORT_FIELDS, type Location } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchLocationPage, locationKeys } from './api';
import {
  LOCATION_LIST_STORAGE_KEY,
  parseLocationListParams,
  toLocationListQuery,
  type LocationListParams,
} from './listParams';

/** /location-map: the location dictionary, 20 a page, newest first, sortable by key and dates. */
export const locationsList: ListDefinition<LocationListParams, Location> = {
  storageKey: LOCATION_LIST_STORAGE_KEY,
  parse: parseLocationListParams,
  call: listCall(toLocationListQuery, locationKeys.list, fetchLocationPage),
  sortFields: LOCATION_SORT_FIELDS,
};
