import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { stripEmpty } from '../queryString';
import { isRecord, readJson, removeKeys, writeJson } from '../storage';
import { tabPageKey, type RawParams } from './params';

export { dateParam, oneOf, positiveInt, textParam, type RawParams } from './params';

type ParamValue = string | number | undefined;
export type ListParams = Record<string, ParamValue> & { pageNo: number };

export interface ListStateOptions<T extends ListParams> {
  /** Local-storage key the list's state is kept under (e.g. userListFilter, adminListFilter…). */
  storageKey: string;
  /** Reads raw strings into a valid state, filling defaults and dropping anything unknown. */
  parse: (raw: RawParams) => T;
  /** The list's tabs (state `tab`), each with its own page; `parse` reads them with `tabParams`. */
  tabs?: readonly string[];
  /** What a change of tab clears besides the page (a sort or a filter the other tab does not have). */
  tabResets?: readonly string[];
}

export interface ListState<T extends ListParams> {
  params: T;
  /**
   * Merges a change; back to page 1 (every tab's) unless the change is the page itself. A function gets
   * the state the change applies to, which may be newer than the last render's `params`. A new history
   * entry, or with `replace` the current one (defaults a screen fills in on arrival: Back then leaves the
   * screen instead of returning to it without them).
   */
  update: (patch: Partial<T> | ((current: T) => Partial<T>), options?: { replace?: boolean }) => void;
  /** Opens a tab on its own page; the tab left remembers its page. */
  switchTab: (tab: string) => void;
  /** Clear filters: forgets the stored state and returns to the defaults. */
  clear: () => void;
  /** Whether anything differs from the defaults. */
  active: boolean;
}

const isRawParams = (value: unknown): value is RawParams =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

export function toRaw(params: Record<string, ParamValue>): RawParams {
  return Object.fromEntries(
    Object.entries(stripEmpty(params)).map(([key, value]) => [key, String(value)]),
  ) as RawParams;
}

const withoutDefaults = (all: RawParams, defaults: RawParams): RawParams =>
  Object.fromEntries(Object.entries(all).filter(([key, value]) => defaults[key] !== value));

/** The change of a tab switch: the tab left keeps its page, the tab opened gets its own back. */
export function tabSwitch<T extends ListParams>(params: T, tab: string, resets: readonly string[] = []) {
  if (tab === params.tab) return {};
  const current = String(params.tab);
  return {
    ...Object.fromEntries(resets.map((key) => [key, undefined])),
    tab,
    pageNo: params[tabPageKey(tab)] ?? 1,
    [tabPageKey(tab)]: undefined,
    [tabPageKey(current)]: params.pageNo > 1 ? params.pageNo : undefined,
  } as unknown as Partial<T>;
}

/**
 * The state a list shows at an address's `search`: the address's own when it has any, else the one kept in
 * local storage (`stored`), else the defaults. Read the same way by the list and by its route's prefetch.
 */
export function listStateAt<T extends ListParams>(
  { storageKey, parse }: Pick<ListStateOptions<T>, 'storageKey' | 'parse'>,
  search: URLSearchParams,
): { params: T; stored: RawParams | null } {
  const fromUrl = Object.fromEntries(search);
  const stored = Object.keys(fromUrl).length > 0 ? null : readJson(storageKey, isRawParams);
  return { params: parse(stored ?? fromUrl), stored };
}

/**
 * A list's page, sort, filters and tab: the URL wins, then local storage, then the defaults. State read
 * from storage is written into the address (replacing it), so the address always carries what is shown.
 */
export function useListState<T extends ListParams>({
  storageKey,
  parse,
  tabs = [],
  tabResets,
}: ListStateOptions<T>): ListState<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, stored } = listStateAt({ storageKey, parse }, searchParams);
  const defaults = toRaw(parse({}));
  const restored = stored ? new URLSearchParams(withoutDefaults(toRaw(params), defaults)).toString() : '';
  // The last state written, and the address it was written over: two changes made before the page
  // renders again (a tab, then at once a filter) build on each other instead of the second undoing the first.
  const written = useRef<{ over: URLSearchParams; params: T } | null>(null);
  const current = () => (written.current?.over === searchParams ? written.current.params : params);

  // only on the list's own route: a render while leaving it (the address already another screen's) writes nothing
  const { pathname } = useLocation();
  const [home] = useState(pathname);
  const onList = pathname === home;
  useEffect(() => {
    if (restored && onList) setSearchParams(new URLSearchParams(restored), { replace: true });
  }, [restored, onList, setSearchParams]);

  const save = (next: T, replace = false) => {
    written.current = { over: searchParams, params: next };
    const all = toRaw(next);
    writeJson(storageKey, all);
    // Only what differs from the defaults goes into the address.
    setSearchParams(withoutDefaults(all, defaults), { replace });
  };
  const firstPages = Object.fromEntries(tabs.map((tab) => [tabPageKey(tab), undefined]));

  return {
    params,
    update: (change, options) => {
      const base = current();
      const patch = typeof change === 'function' ? change(base) : change;
      save(
        { ...base, ...('pageNo' in patch ? {} : { ...firstPages, pageNo: 1 }), ...patch },
        options?.replace,
      );
    },
    switchTab: (tab) => {
      const base = current();
      save({ ...base, ...tabSwitch(base, tab, tabResets) });
    },
    clear: () => {
      written.current = { over: searchParams, params: parse({}) };
      removeKeys([storageKey]);
      setSearchParams({});
    },
    active: JSON.stringify(toRaw(params)) !== JSON.stringify(defaults),
  };
}

/** The props a SearchBox needs from a list with `search` and `searchBy`: `<SearchBox {...searchProps(list)} />`. */
export function searchProps<F extends string, P extends ListParams & { search?: string; searchBy: F }>({
  params,
  update,
}: Pick<ListState<P>, 'params' | 'update'>) {
  return {
    field: params.searchBy,
    text: params.search ?? '',
    onSearch: (search: string, searchBy: F) => update({ search, searchBy } as Partial<P>),
  };
}
