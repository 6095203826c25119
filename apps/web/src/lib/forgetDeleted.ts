import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Whether a query key (or an answer) holds the id anywhere: as a part, a query field or a record's `_id`. */
function mentions(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (Array.isArray(value)) return value.some((item) => mentions(item, id));
  if (value !== null && typeof value === 'object') return Object.values(value).some((v) => mentions(v, id));
  return false;
}

const isRecord = (value: unknown, id: string) =>
  value !== null && typeof value === 'object' && (value as { _id?: unknown })._id === id;

/** The answer without the record of that id, wherever it lies in the answer's lists. */
function without(value: unknown, id: string): unknown {
  if (Array.isArray(value))
    return value.filter((item) => !isRecord(item, id)).map((item) => without(item, id));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, without(v, id)]));
  return value;
}

/**
 * After a confirmed delete: nothing asks for the deleted record again. The queries that name it (its detail,
 * a page of its group) are neither refetched nor kept once unobserved; the screen still showing it moves
 * on by itself. The other queries under `roots` drop it from their cached answers at once (so that no
 * default choice picks it while they reload) and are fetched again.
 */
export async function forgetDeleted(client: QueryClient, roots: readonly QueryKey[], id: string) {
  const named = (query: Query) => mentions(query.queryKey, id);
  const others = (query: Query) =>
    roots.some((root) => matchQuery({ queryKey: root }, query)) && !named(query);
  await client.cancelQueries({ predicate: named });
  client.removeQueries({ predicate: (query) => named(query) && query.getObserversCount() === 0 });
  client.setQueriesData({ predicate: others }, (data: unknown) =>
    data === undefined ? undefined : without(data, id),
  );
  await client.invalidateQueries({ predicate: others });
}
