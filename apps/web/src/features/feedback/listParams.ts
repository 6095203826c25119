import {
  DEFAULT_PAGE_SIZE,
  feedbackKinds,
  type FeedbackKind,
  type FeedbackListQuery,
} from '@orrery/contract';
import {
  oneOf,
  pathPage,
  positiveInt,
  textParam,
  type PathPage,
  type RawParams,
} from '../../lib/list/params';

/** Local-storage key of the feedback list's state (`<list>Filter` like the other lists). */
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
export const toFeedbackCall = (
  params: FeedbackListParams,
  pageSize = DEFAULT_PAGE_SIZE,
): PathPage<FeedbackListQuery> =>
  pathPage(params.pageNo, pageSize, { type: 'admin', search: params.search, key: params.key });
