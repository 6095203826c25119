import { useSearchParams } from 'react-router';

/** The choice at `key` of an address's query (`search`): one of `allowed`, else `fallback`. */
export function choiceAt<V extends string>(
  search: URLSearchParams,
  key: string,
  allowed: readonly V[],
  fallback: V,
): V {
  const raw = search.get(key);
  return allowed.find((v) => v === raw) ?? fallback;
}

/** The choices at `key` of an address's query, in the order of `allowed`; `fallback` when there are none. */
export function listAt<V extends string>(
  search: URLSearchParams,
  key: string,
  allowed: readonly V[],
  fallback: readonly V[],
): V[] {
  const raw = search.get(key);
  const named = new Set((raw ?? '').split(','));
  return raw === null ? [...fallback] : allowed.filter((v) => named.has(v));
}

/** The text at `key` of an address's query, trimmed; undefined when empty. */
export const textAt = (search: URLSearchParams, key: string): string | undefined =>
  search.get(key)?.trim() || undefined;

/** One choice kept in the address (`loc.dataFor=city`); the default is left out of it. */
export function useUrlChoice<V extends string>(
  key: string,
  allowed: readonly V[],
  fallback: V,
): [V, (next: V) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = choiceAt(searchParams, key, allowed, fallback);
  const set = (next: V) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === fallback) params.delete(key);
      else params.set(key, next);
      return params;
    });
  return [value, set];
}

/**
 * A set of choices kept in the address as a comma list (`visits.types=astro_visit,matchMeUp`), in the
 * order of `allowed`; an empty set is written as `none` so that it survives a reload.
 */
export function useUrlList<V extends string>(
  key: string,
  allowed: readonly V[],
  fallback: readonly V[],
): [V[], (next: readonly V[]) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = listAt(searchParams, key, allowed, fallback);
  const set = (next: readonly V[]) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      const kept = allowed.filter((v) => next.includes(v));
      if (kept.join(',') === fallback.join(',')) params.delete(key);
      else params.set(key, kept.length ? kept.join(',') : 'none');
      return params;
    });
  return [value, set];
}

/** A free text kept in the address (a city chosen). */
export function useUrlText(key: string): [string | undefined, (next: string | undefined) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = textAt(searchParams, key);
  const set = (next: string | undefined) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next?.trim()) params.set(key, next.trim().slice(0, 100));
      else params.delete(key);
      return params;
    });
  return [value, set];
}
