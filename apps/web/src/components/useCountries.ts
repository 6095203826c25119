import { useQuery } from '@tanstack/react-query';
import type { CountryListAnswer } from '@orrery/contract';
import { api } from '../api/client';

/**
 * The country reference list, from `GET /api/user/countries`: the server's list is the one source, so
 * the selector offers exactly the codes the server accepts. Loaded once per session.
 */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api<CountryListAnswer>('user/countries', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
