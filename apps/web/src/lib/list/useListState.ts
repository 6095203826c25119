import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { stripEmpty } from './queryString';
import { isRecord, readJson, removeKeys, writeJson } from './storage';

export type RawParams = Record<string, string>;
type ParamValue = string | number | undefined;
export type ListParams = Record<string, ParamValue> & { pageNo: number };

export interface ListStateOptions<T extends ListParams> {
  /** Local-storage key the list's state is kept under (spec names: userListFilter, adminListFilter…). */
  storageKey: string;
  /** Reads raw strings into a valid state, filling defaults and dropping anything unknown. */
  parse: (raw: RawParams) => T;
}

export interface ListState<T extends ListParams> {
  params: T;
  /**
   * Merges a change; back to page 1 unless the change is the page itself. A function gets the state the
   * change applies to, which may be newer than the last render's `params` (a click right after another).
   */
  update: (patch: Partial<T> | ((current: T) => Partial<T>)) => void;
  /** Clear filters: forgets the stored state and returns to the defaults. */
  clear: () => void;
  /** Whether anything differs from the defaults. */
  active: boolean;
}

const isRawParams = (value: unknown): value is RawParams =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

function toRaw(params: Record<string, ParamValue>): RawParams {
  return Object.fromEntries(
    Object.entries(stripEmpty(params)).map(([key, value]) => [key, String(value)]),
  ) as RawParams;
}

/** A list's page, sort and filters: the URL wins, then local storage, then the defaults. */
export function useListState<T extends ListParams>({ storageKey, parse }: ListStateOptions<T>): ListState<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = Object.fromEntries(searchParams);
  const raw = Object.keys(fromUrl).length > 0 ? fromUrl : (readJson(storageKey, isRawParams) ?? {});
  const params = parse(raw);
  const defaults = toRaw(parse({}));
  // The last state written, and the address it was written over: two changes made before the page
  // renders again (a tab, then at once a filter) build on each other instead of the second undoing the first.
  const written = useRef<{ over: URLSearchParams; params: T } | null>(null);
  const current = () => (written.current?.over === searchParams ? written.current.params : params);

  const save = (next: T) => {
    written.current = { over: searchParams, params: next };
    const all = toRaw(next);
    writeJson(storageKey, all);
    // Only what differs from the defaults goes into the address.
    setSearchParams(
      Object.fromEntries(Object.entries(all).filter(([key, value]) => defaults[key] !== value)),
    );
  };

  return {
    params,
    update: (change) => {
      const base = current();
      const patch = typeof change === 'function' ? change(base) : change;
      save({ ...base, ...('pageNo' in patch ? {} : { pageNo: 1 }), ...patch });
    },
    clear: () => {
      written.current = { over: searchParams, params: parse({}) };
      removeKeys([storageKey]);
      setSearchParams({});
    },
    active: JSON.stringify(toRaw(params)) !== JSON.stringify(defaults),
  };
}

/** Helpers for `parse`: a whitelisted string, a positive integer, a date `YYYY-MM-DD`. */
export function oneOf<V extends string>(value: string | undefined, allowed: readonly V[]): V | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as V) : undefined;
}

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function dateParam(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

export function textParam(value: string | undefined, max = 100): string | undefined {
  const text = value?.trim();
  return text ? text.slice(0, max) : undefined;
}
