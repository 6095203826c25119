/** One field a change moved: its name and its value before and after, as short text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE = 80;
/**
 * The bookkeeping every save moves (the version, when and by whom): the row's own When and By say it, so
 * a change lists only what the person changed.
 */
const BOOKKEEPING = new Set([
  'version',
  'createdAt',
  'modifiedAt',
  'modifiedBy',
  'updatedAt',
  'adminModifiedAt',
  'adminModifiedBy',
  'searchName',
]);
const EMPTY = '—';

/** A value as one short line: text as it is, the rest as JSON, cut at MAX_VALUE characters. */
export function shortValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields a change moved, old → new, in the order the record lists them: every field of a record
 * created or removed (one side empty) that hold a value, only the differing ones of an edit; never the
 * bookkeeping (version, modified at and by). A value that is not a record
 * (a list, a number) is one field, `value`.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = isRecord(before) ? before : before == null ? {} : { value: before };
  const now = isRecord(after) ? after : after == null ? {} : { value: after };
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((f) => !BOOKKEEPING.has(f));
  return (
    fields
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
      .map((field) => ({ field, before: shortValue(old[field]), after: shortValue(now[field]) }))
      // empty on both sides (a created record's empty fields): nothing a person would call a change
      .filter(({ before: was, after: is }) => !(was === EMPTY && is === EMPTY))
  );
}
