export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

function isEmpty(value: QueryValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Drops null, undefined, blank strings and empty lists (filters strip empty values). */
export function stripEmpty<T extends Record<string, QueryValue>>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => !isEmpty(value))) as Partial<T>;
}

/** `?a=1&b=x%20y&c=m,f`: skips empty values, encodes text, joins lists with commas. */
export function toQueryString(params: QueryParams): string {
  const parts = Object.entries(params)
    .filter(([, value]) => !isEmpty(value))
    .map(([key, value]) => {
      const text = Array.isArray(value) ? value.join(',') : String(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
