import { storageKeys } from '@orrery/contract';
import type { ListDefinition } from '../../lib/list/listDefinition';
import { deletedKeys, fetchDeletedPage, type DeletedRow } from './api';
import {
  DELETED_LIST_STORAGE_KEY,
  deletedTabResets,
  deletedTabs,
  parseDeletedListParams,
  sortFieldsOf,
  type DeletedListParams,
} from './listParams';

/** /deleted: tabs Pending Deletion and Permanently Removed, each its own call, sorts and page. */
export const deletedList: ListDefinition<DeletedListParams, DeletedRow> = {
  storageKey: DELETED_LIST_STORAGE_KEY,
  parse: parseDeletedListParams,
  tabs: deletedTabs,
  tabResets: deletedTabResets,
  call: { key: deletedKeys.list, fetch: fetchDeletedPage },
  sortFields: (params) => sortFieldsOf(params.tab),
  // a Pending Deletion row's member is `id` (`_id` is its deletion record)
  rowId: (row) => ('id' in row ? row.id : row._id),
  walk: { name: 'deleted', idsKey: storageKeys.deletedIds },
};
