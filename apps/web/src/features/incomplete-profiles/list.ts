import { incompleteFilterKeys, incompleteSortFields, type IncompleteProfileItem } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchIncompletePage, incompleteKeys } from './api';
import {
  INCOMPLETE_STORAGE_KEY,
  parseIncompleteParams,
  toIncompleteQuery,
  type IncompleteParams,
} from './listParams';

/** /incomplete-profile: 20 a page, sortable, gender and OTP header filters. */
export const incompleteList: ListDefinition<IncompleteParams, IncompleteProfileItem> = {
  storageKey: INCOMPLETE_STORAGE_KEY,
  parse: parseIncompleteParams,
  call: listCall(toIncompleteQuery, incompleteKeys.list, fetchIncompletePage),
  sortFields: incompleteSortFields,
  filterFields: incompleteFilterKeys,
};
