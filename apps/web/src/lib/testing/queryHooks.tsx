import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * For hook tests only. A JSON answer as the server sends it.
 */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The page's fetch answered by `answer` (undo with vi.unstubAllGlobals). */
export function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
}

/** Renders hooks inside a react-query client without retries, as the console runs them. */
export function renderQueryHooks<T>(hooks: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hooks, { wrapper }) };
}

interface DeletionApi {
  /** The list call's path (`/api/…`): answered by `list`, without the record once it is deleted. */
  listPath: string;
  list: (deleted: boolean) => unknown;
  /** Any other call before the delete: the record's detail. */
  detail: unknown;
  deletedMessage: string;
  notFoundMessage: string;
}

/**
 * The API of a delete test: DELETE succeeds; after it, every call but the list's is recorded in `askedAfter`
 * (and answered 404 as the server would), so a test can require that nothing asks for the deleted record.
 */
export function stubDeletion(api: DeletionApi) {
  const state = { deleted: false, askedAfter: [] as string[] };
  stubFetch((url, init) => {
    if (init.method === 'DELETE') {
      state.deleted = true;
      return json({ valid: true, message: api.deletedMessage });
    }
    if (url.startsWith(api.listPath)) return json(api.list(state.deleted));
    if (!state.deleted) return json(api.detail);
    state.askedAfter.push(`${url} ${String(init.body ?? '')}`.trim());
    return json({ valid: false, message: api.notFoundMessage }, 404);
  });
  return state;
}
