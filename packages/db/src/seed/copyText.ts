import { getTableColumns, type Table } from 'drizzle-orm';

const SPECIAL = /[\\\t\n\r]/;
const escapeText = (text: string) =>
  SPECIAL.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : text;

/** One value in PostgreSQL's COPY text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escapeText(JSON.stringify(value));
}

/**
 * Writes rows of a Drizzle table (every column given) as COPY text lines, in the table's column order;
 * generated columns (members.search_name) are left to PostgreSQL.
 */
export function copyWriter<T extends Table>(table: T) {
  const entries = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
  const keys = entries.map(([key]) => key);
  return {
    columns: entries.map(([, column]) => column.name),
    line(row: Record<string, unknown>): string {
      let out = '';
      for (let i = 0; i < keys.length; i++) out += (i ? '\t' : '') + copyValue(row[keys[i] as string]);
      return out + '\n';
    },
  };
}
