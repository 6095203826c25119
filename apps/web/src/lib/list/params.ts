import type { SortOrder } from '@orrery/contract';

/** The toolkit a list's `parse` is declared with: each reads one raw address value into a valid one. */
export type RawParams = Record<string, string>;

/** A whitelisted string. */
export function oneOf<V extends string>(value: string | undefined, allowed: readonly V[]): V | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as V) : undefined;
}

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A date `YYYY-MM-DD`. */
export function dateParam(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

export function textParam(value: string | undefined, max = 100): string | undefined {
  const text = value?.trim();
  return text ? text.slice(0, max) : undefined;
}

/** Keeps the allowed values of a comma list, in the given order; undefined when none is left. */
export function commaParam(value: string | undefined, allowed: readonly string[]): string | undefined {
  const named = new Set((value ?? '').split(','));
  const kept = allowed.filter((v) => named.has(v));
  return kept.length ? kept.join(',') : undefined;
}

/** One of the page sizes offered, else the list's default. */
export function pageSizeParam(
  value: string | undefined,
  allowed: readonly number[],
  fallback: number,
): number {
  const n = Number(value);
  return allowed.includes(n) ? n : fallback;
}

/** sortBy among the sortable fields, and its order (the given default when the address names none). */
export function sortParams<F extends string>(
  raw: RawParams,
  fields: readonly F[],
  defaultOrder: SortOrder = 'asc',
): { sortBy?: F; orderBy?: SortOrder } {
  const sortBy = oneOf(raw.sortBy, fields);
  return {
    sortBy,
    orderBy: sortBy ? (oneOf(raw.orderBy, ['asc', 'desc'] as const) ?? defaultOrder) : undefined,
  };
}

/** Named date ranges: `createdStartDate`/`createdEndDate` … for each name. */
export function dateRanges(raw: RawParams, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.flatMap((name) => [
      [`${name}StartDate`, dateParam(raw[`${name}StartDate`])],
      [`${name}EndDate`, dateParam(raw[`${name}EndDate`])],
    ]),
  );
}

/** `page1`, `page2` …: the page each tab not shown remembers. */
export const tabPageKey = (tab: string) => `page${tab}`;

/**
 * The shown tab, its page (`pageNo`) and the page every other tab remembers (`page<tab>`): a list with
 * tabs declares them here and gives the same `tabs` to the list hook.
 */
export function tabParams<T extends string>(
  raw: RawParams,
  tabs: readonly T[],
): { tab: T; pageNo: number } & Record<string, string | number | undefined> {
  const remembered = Object.fromEntries(
    tabs.map((tab) => {
      const page = raw[tabPageKey(tab)];
      return [tabPageKey(tab), page ? positiveInt(page, 1) : undefined];
    }),
  );
  return { tab: oneOf(raw.tab, tabs) ?? (tabs[0] as T), pageNo: positiveInt(raw.pageNo, 1), ...remembered };
}

/** A call paged in its path (`…/{skip}/{limit}`): the page as skip and limit, and the query. */
export interface PathPage<Q> {
  skip: number;
  limit: number;
  query: Q;
}

export const pathPage = <Q>(pageNo: number, pageSize: number, query: Q): PathPage<Q> => ({
  skip: (pageNo - 1) * pageSize,
  limit: pageSize,
  query,
});
