import { sessionSortFields, type LoginSession } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchSessionPage, sessionKeys } from './api';
import {
  parseSessionListParams,
  SESSION_LIST_STORAGE_KEY,
  toSessionListQuery,
  type SessionListParams,
} from './listParams';

/** /admin-login-session: live sign-in sessions, 20 a page, sortable, by creation date. */
export const sessionsList: ListDefinition<SessionListParams, LoginSession> = {
  storageKey: SESSION_LIST_STORAGE_KEY,
  parse: parseSessionListParams,
  call: listCall(toSessionListQuery, sessionKeys.list, fetchSessionPage),
  sortFields: sessionSortFields,
};
