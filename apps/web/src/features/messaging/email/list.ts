import type { EmailHistoryItem } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../../lib/list/listDefinition';
import { pathPage, positiveInt, textParam, type RawParams } from '../../../lib/list/params';
import { emailKeys, fetchEmailPage } from './api';

export interface EmailListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  search?: string;
}

const parse = (raw: RawParams): EmailListParams => ({
  pageNo: positiveInt(raw.pageNo, 1),
  search: textParam(raw.search),
});

/** /email-recipients: the e-mails sent, newest first, 20 a page; search in subject or body. */
export const emailList: ListDefinition<EmailListParams, EmailHistoryItem> = {
  storageKey: 'emailListFilter',
  parse,
  call: listCall(
    (p: EmailListParams) => pathPage(p.pageNo, 20, { search: p.search }),
    emailKeys.list,
    fetchEmailPage,
  ),
};
