import { readJson } from '../../lib/storage';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The member before and after `id` in the id list the calling list saved (spec/1 section 4). */
export function neighboursOf(idsKey: string, id: string): { previous?: string; next?: string } {
  const ids = readJson(idsKey, isIdList) ?? [];
  const at = ids.indexOf(id);
  if (at < 0) return {};
  return { previous: at > 0 ? ids[at - 1] : undefined, next: ids[at + 1] };
}
