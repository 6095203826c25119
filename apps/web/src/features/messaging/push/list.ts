import type { NotificationHistoryItem } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../../lib/list/listDefinition';
import { pathPage, positiveInt, type RawParams } from '../../../lib/list/params';
import { fetchNotificationPage, pushKeys } from './api';

export interface HistoryParams {
  [key: string]: string | number | undefined;
  pageNo: number;
}

const parse = (raw: RawParams): HistoryParams => ({ pageNo: positiveInt(raw.pageNo, 1) });

/** /notification-list: the pushes sent, newest first, 20 a page. */
export const notificationList: ListDefinition<HistoryParams, NotificationHistoryItem> = {
  storageKey: 'notificationListFilter',
  parse,
  call: listCall((p: HistoryParams) => pathPage(p.pageNo, 20, {}), pushKeys.list, fetchNotificationPage),
};
