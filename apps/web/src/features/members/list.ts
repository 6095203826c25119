import { memberListFilterKeys, memberSortFields, storageKeys, type MemberListItem } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchMemberPage, memberKeys } from './api';
import {
  MEMBER_LIST_STORAGE_KEY,
  memberTabs,
  PAGE_SIZES,
  parseMemberListParams,
  toMemberListQuery,
  type MemberListParams,
} from './listParams';

/** /members: tabs Members and Blocked, a page size, sort, column filters; walked by the member detail. */
export const membersList: ListDefinition<MemberListParams, MemberListItem> = {
  storageKey: MEMBER_LIST_STORAGE_KEY,
  parse: parseMemberListParams,
  tabs: memberTabs,
  call: listCall(toMemberListQuery, memberKeys.list, fetchMemberPage),
  pageSize: { field: 'pageSize', options: PAGE_SIZES },
  sortFields: memberSortFields,
  filterFields: memberListFilterKeys,
  walk: { name: 'members', idsKey: storageKeys.ids },
};
