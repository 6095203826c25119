import type { FeedbackItem } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { feedbackKeys, fetchFeedbackPage } from './api';
import {
  FEEDBACK_LIST_STORAGE_KEY,
  parseFeedbackListParams,
  toFeedbackCall,
  type FeedbackListParams,
} from './listParams';

/** /feedback: the members' feedback, newest first, 20 a page. */
export const feedbackList: ListDefinition<FeedbackListParams, FeedbackItem> = {
  storageKey: FEEDBACK_LIST_STORAGE_KEY,
  parse: parseFeedbackListParams,
  call: listCall(toFeedbackCall, feedbackKeys.list, fetchFeedbackPage),
};
