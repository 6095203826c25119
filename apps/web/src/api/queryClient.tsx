import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ApiError } from './client';

/** No retry on a refusal (4xx): asking again gets the same answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** The console's one query cache (QueryRoot provides it; a list route's prefetch fills it). */
export const queryClient = createQueryClient();

/**
 * The route that holds the query cache, around every screen but the login page (which calls its two
 * endpoints directly): the query library loads with the screens that use it, not with the first one. One
 * cache for the console's life, kept across sign-ins (logout clears it).
 */
export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
