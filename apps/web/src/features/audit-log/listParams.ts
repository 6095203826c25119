import { auditSortFields, DEFAULT_PAGE_SIZE, storageKeys } from '@orrery/contract';
import type { AuditListQuery, SortOrder } from '@orrery/contract';
import { dateParam, positiveInt, sortParams, textParam, type RawParams } from '../../lib/list/params';

export interface AuditListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: (typeof auditSortFields)[number];
  orderBy?: SortOrder;
  actorId?: string;
  entity?: string;
  action?: string;
  startDate?: string;
  endDate?: string;
}

/** Local-storage key of this list's state. */
export const AUDIT_LIST_STORAGE_KEY = storageKeys.auditLogFilter;

export function parseAuditListParams(raw: RawParams): AuditListParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    ...sortParams(raw, auditSortFields, 'desc'),
    actorId: textParam(raw.actorId, 36),
    entity: textParam(raw.entity, 80),
    action: textParam(raw.action, 80),
    startDate: dateParam(raw.startDate),
    endDate: dateParam(raw.endDate),
  };
}

export function toAuditListQuery(params: AuditListParams): AuditListQuery {
  return { ...params, pageLimit: DEFAULT_PAGE_SIZE };
}
