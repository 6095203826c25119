import type { QueryParams } from '../lib/queryString';

/** Every react-query key in one place, so invalidation can address a whole area. */
export const queryKeys = {
  admins: {
    all: ['admins'] as const,
    lists: ['admins', 'list'] as const,
    list: (params: QueryParams) => ['admins', 'list', params] as const,
    detail: (id: string) => ['admins', 'detail', id] as const,
  },
  sessions: {
    all: ['sessions'] as const,
    list: (params: QueryParams) => ['sessions', 'list', params] as const,
  },
  memberList: (params: QueryParams) => ['members', 'list', params] as const,
  deleted: {
    retention: ['deleted', 'retention'] as const,
    pending: (params: QueryParams) => ['deleted', 'pending', params] as const,
    removed: (params: QueryParams) => ['deleted', 'removed', params] as const,
  },
  places: {
    autocomplete: (text: string) => ['places', 'autocomplete', text] as const,
    detail: (placeId: string) => ['places', 'detail', placeId] as const,
  },
  consoleConfig: ['setting', 'console-config'] as const,
  dashboard: (country: string) => ['dashboard', country] as const,
  countries: ['countries'] as const,
  incompleteProfiles: (params: QueryParams) => ['incompleteProfiles', 'list', params] as const,
  profiles: (params: QueryParams) => ['profiles', 'list', params] as const,
};
