import { feedbackKinds, type FeedbackKind, type FeedbackListQuery } from '@orrery/contract';
import { oneOf, positiveInt, textParam, type RawParams } from '../../lib/list/params';

/** Local-storage key of the feedback list's state (the spec names none). */
export const FEEDBACK_LIST_STORAGE_KEY = 'feedbackListFilter';

export interface FeedbackListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  search?: string;
  /** Absent: every kind. */
  key?: FeedbackKind;
}

export function parseFeedbackListParams(raw: RawParams): FeedbackListParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    search: textParam(raw.search),
    key: oneOf(raw.key, feedbackKinds),
  };
}

/** The call's path (skip/limit from the page) and query: type admin as the old console sent it. */
export interface FeedbackCall {
  skip: number;
  limit: number;
  query: FeedbackListQuery;
}

export function toFeedbackCall(params: FeedbackListParams, pageSize: number): FeedbackCall {
  return {
    skip: (params.pageNo - 1) * pageSize,
    limit: pageSize,
    query: { type: 'admin', search: params.search, key: params.key },
  };
}
