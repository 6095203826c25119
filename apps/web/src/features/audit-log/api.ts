import { useQuery } from '@tanstack/react-query';
import type {
  AuditChainAnswer,
  AuditEntry,
  AuditFiltersAnswer,
  AuditListAnswer,
  AuditListQuery,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys. */
export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditListQuery) => ['audit-log', 'list', { ...query }] as const,
  filters: ['audit-log', 'filters'] as const,
  chain: ['audit-log', 'chain'] as const,
};

/** `GET /api/audit-log/list`: one page of changes, as rows and the filtered total. */
export async function fetchAuditPage(query: AuditListQuery, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const answer = await api<AuditListAnswer>('audit-log/list', { query: { ...query }, signal });
  return { rows: answer.item, total: answer.pagination.totalUser, capped: answer.totalCapped };
}

/** `GET /api/audit-log/filters`: the areas, actions and admins the filters offer. */
export function useAuditFilters() {
  return useQuery({
    queryKey: auditKeys.filters,
    queryFn: ({ signal }) => api<AuditFiltersAnswer>('audit-log/filters', { signal }),
  });
}

/** `GET /api/audit-log/chain`: whether the log's hash chain holds, checked when the screen opens. */
export function useAuditChain() {
  return useQuery({
    queryKey: auditKeys.chain,
    queryFn: ({ signal }) => api<AuditChainAnswer>('audit-log/chain', { signal }),
    staleTime: 60_000,
  });
}
