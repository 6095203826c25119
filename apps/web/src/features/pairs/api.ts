import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePairsAnswer,
  CreatePairsBody,
  Done,
  GroupAnswer,
  GroupListAnswer,
  MultiPairListAnswer,
  PairImportAnswer,
  PairItem,
  SynastrySetList,
} from '@orrery/contract';
import { api } from '../../api/client';
import { forgetDeleted } from '../../lib/forgetDeleted';
import { keyRoots } from '../../lib/list/keyRoots';
import type { Page } from '../../lib/list/listDefinition';

export interface PairPageQuery {
  protocolId?: string;
  groupId?: string;
  pageNo: number;
  pageLimit: number;
}

/** This screen's query keys; the sets' list is the synastry page's own key (shared root). */
export const pairKeys = {
  all: ['pairs'] as const,
  groups: ['pairs', 'groups'] as const,
  page: (query: PairPageQuery) => ['pairs', 'page', { ...query }] as const,
  one: (protocolId: string, pairId: string) => ['pairs', 'one', protocolId, pairId] as const,
  importState: (id: string) => ['pairs', 'import', id] as const,
  sets: [keyRoots.synastrySets, 'list'] as const,
};

/** A page of pairs with the group's Heart Score and Text Distribution figures. */
export type PairPage = Page<PairItem> &
  Pick<MultiPairListAnswer, 'synastryCategory' | 'heartLogoCount' | 'heartLogo'>;

const zero = { val1: 0, val2: 0 };
/** What the page shows before a set and a group are chosen. */
const noPage: PairPage = {
  rows: [],
  total: 0,
  synastryCategory: { veryHigh: zero, high: zero, medium: zero, low: zero, veryLow: zero },
  heartLogoCount: { veryHigh: 0, high: 0, medium: 0, veryLow: 0 },
  heartLogo: { veryHigh: zero, high: zero, medium: zero, veryLow: zero },
};

/** `POST pair/multiPairList {protocolId, groupId, pageNo, pageLimit}`; nothing to ask until both are chosen. */
export async function fetchPairPage(query: PairPageQuery, signal?: AbortSignal): Promise<PairPage> {
  if (!query.protocolId || !query.groupId) return noPage;
  const answer = await api<MultiPairListAnswer>('pair/multiPairList', {
    method: 'POST',
    body: query,
    signal,
  });
  const { items, TotalFilteredPair, synastryCategory, heartLogoCount, heartLogo } = answer;
  return { rows: items, total: TotalFilteredPair, synastryCategory, heartLogoCount, heartLogo };
}

/** `POST pair/multiPairList {protocolId, pairId}`: one pair with its rule table. */
export function usePair(protocolId: string | undefined, pairId: string) {
  return useQuery({
    queryKey: pairKeys.one(protocolId ?? '', pairId),
    queryFn: ({ signal }) =>
      api<MultiPairListAnswer>('pair/multiPairList', {
        method: 'POST',
        body: { protocolId, pairId },
        signal,
      }),
    enabled: !!protocolId,
  });
}

/** `GET setting/protocols/list/{adminId}`: the rule/score sets, oldest first. */
export function useSets(adminId: string) {
  return useQuery({
    queryKey: pairKeys.sets,
    queryFn: ({ signal }) =>
      api<SynastrySetList>(`setting/protocols/list/${encodeURIComponent(adminId)}`, { signal }),
    select: (answer) => answer.items,
  });
}

/** `GET pair/groupList`. */
export function useGroups() {
  return useQuery({
    queryKey: pairKeys.groups,
    queryFn: ({ signal }) => api<GroupListAnswer>('pair/groupList', { signal }),
    select: (answer) => answer.data,
  });
}

function useInvalidatingMutation<V, A>(mutationFn: (vars: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pairKeys.all }),
  });
}

export const useCreateGroup = () =>
  useInvalidatingMutation((name: string) =>
    api<GroupAnswer>('pair/create/group', { method: 'POST', body: { name } }),
  );

export const useCreatePairs = () =>
  useInvalidatingMutation((body: CreatePairsBody) =>
    api<CreatePairsAnswer>('pair/create', { method: 'POST', body }),
  );

/** After the delete, nothing asks for the group again (its page of pairs is not refetched). */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api<Done>(`pair/pair-group/${encodeURIComponent(id)}`, { method: 'DELETE', query: { version } }),
    onSuccess: (_answer, { id }) => forgetDeleted(queryClient, [pairKeys.all], id),
  });
}

export const useImportFile = () =>
  useInvalidatingMutation(({ groupName, file }: { groupName: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api<PairImportAnswer>('pair/import', { method: 'POST', query: { groupName }, form });
  });

/** `GET pair/import/{id}` every second while the import runs. */
export function useImportProgress(id: string | undefined) {
  return useQuery({
    queryKey: pairKeys.importState(id ?? ''),
    queryFn: ({ signal }) => api<PairImportAnswer>(`pair/import/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
    select: (answer) => answer.data,
    refetchInterval: (query) => {
      const status = query.state.data?.data.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}
