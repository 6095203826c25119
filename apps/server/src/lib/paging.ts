import { DEFAULT_PAGE_SIZE } from '@orrery/contract';

export function paging(query: { pageNo?: number; pageLimit?: number }) {
  const pageNo = query.pageNo ?? 1;
  const pageLimit = query.pageLimit ?? DEFAULT_PAGE_SIZE;
  return { pageNo, pageLimit, offset: (pageNo - 1) * pageLimit };
}

/** Escapes LIKE wildcards so that a search matches the typed text literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
