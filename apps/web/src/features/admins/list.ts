import { adminSortFields, type Admin } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { adminKeys, fetchAdminPage } from './api';
import {
  ADMIN_LIST_STORAGE_KEY,
  parseAdminListParams,
  toAdminListQuery,
  type AdminListParams,
} from './listParams';

/** /admin: the admins, filtered, sorted and paged 20 at a time. */
export const adminsList: ListDefinition<AdminListParams, Admin> = {
  storageKey: ADMIN_LIST_STORAGE_KEY,
  parse: parseAdminListParams,
  call: listCall(toAdminListQuery, adminKeys.list, fetchAdminPage),
  sortFields: adminSortFields,
};
