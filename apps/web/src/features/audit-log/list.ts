import { auditSortFields, type AuditEntry } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { auditKeys, fetchAuditPage } from './api';
import {
  AUDIT_LIST_STORAGE_KEY,
  parseAuditListParams,
  toAuditListQuery,
  type AuditListParams,
} from './listParams';

/** /activity: every change by every admin and job, 20 a page, newest first. */
export const auditList: ListDefinition<AuditListParams, AuditEntry> = {
  storageKey: AUDIT_LIST_STORAGE_KEY,
  parse: parseAuditListParams,
  call: listCall(toAuditListQuery, auditKeys.list, fetchAuditPage),
  sortFields: auditSortFields,
};
