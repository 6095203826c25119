import type { MemberListAnswer, MemberListItem, MemberListQuery } from '@orrery/contract';
import { api } from '../../api/client';
import { keyRoots } from '../../lib/list/keyRoots';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys; the member detail invalidates the list by `keyRoots.members`. */
export const memberKeys = {
  all: [keyRoots.members] as const,
  list: (query: MemberListQuery) => [keyRoots.members, 'list', { ...query }] as const,
};

/** `GET /api/user/userList/`: one page of members, as rows and the filtered total. */
export async function fetchMemberPage(
  query: MemberListQuery,
  signal?: AbortSignal,
): Promise<Page<MemberListItem>> {
  const answer = await api<MemberListAnswer>('user/userList/', { query: { ...query }, signal });
  return { rows: answer.items, total: answer.TotalFilteredUser };
}
