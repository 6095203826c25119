import { reportedSortFields, storageKeys, type ReportedUser } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchReportedPage, reportedKeys } from './api';
import {
  parseReportedListParams,
  REPORTED_LIST_STORAGE_KEY,
  toReportedCall,
  type ReportedListParams,
} from './listParams';

/** /reported: members someone reported, last reported first; walked by the member detail (/report/{id}). */
export const reportedList: ListDefinition<ReportedListParams, ReportedUser> = {
  storageKey: REPORTED_LIST_STORAGE_KEY,
  parse: parseReportedListParams,
  call: listCall(toReportedCall, reportedKeys.list, fetchReportedPage),
  sortFields: reportedSortFields,
  walk: { name: 'reported', idsKey: storageKeys.reportedIds },
};
