import { Readable } from 'node:stream';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import { CSV_SAFE, MemberListItem, type MemberListFilters } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { memberFilter } from './listFilter';
import { memberListItem } from './listItem';

const { members } = schema;

/** Rows per keyset batch: memory stays flat whatever the number of matches. */
export const EXPORT_BATCH = 2000;

type Cell = string | number | boolean | null;

/** The CSV columns, in the member row's order: nested popularity counters become `popularity.<name>`. */
export const exportColumns = Object.keys(MemberListItem.properties).flatMap((key) =>
  key === 'popularity'
    ? Object.keys(MemberListItem.properties.popularity.properties).map((name) => `popularity.${name}`)
    : [key],
);
type Flat = Record<string, Cell>;

/** One CSV line per member: the member row's fields, nested ones as `popularity.likeCount`, lists spaced. */
function flatten(item: MemberListItem): Flat {
  const { geo, popularity, ageRange, roles, ...rest } = item;
  return {
    ...rest,
    ageRange: ageRange ? ageRange.join('-') : null,
    roles: roles.join(' '),
    geo: geo ? `${geo.lat} ${geo.lng}` : null,
    ...Object.fromEntries(Object.entries(popularity).map(([key, value]) => [`popularity.${key}`, value])),
  };
}

interface Cursor {
  at: string;
  id: string;
}

/** The next batch after `cursor`, newest first: each member's list row (as the list writes it) and place. */
async function batch(db: Db, item: SQL, where: SQL, cursor: Cursor | null) {
  const after = cursor
    ? sql`(${members.createdAt}, ${members.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({ id: members.id, item: sql<string>`${item}`, at: sql<string>`${members.createdAt}::text` })
    .from(members)
    .where(and(where, after))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(EXPORT_BATCH);
}

/** The file name: members or blocked, and today's date. */
export const exportFileName = (blocked: boolean) =>
  `${blocked ? 'blocked-members' : 'members'}-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Every member the list's filters leave, newest first, as CSV (UTF-8 with a byte-order mark for
 * spreadsheets; cells that would start a formula are escaped, `CSV_SAFE`). Input is checked and the first batch read
 * before anything is sent, so bad input is a 400 and not a broken download; then keyset batches stream.
 */
export async function exportMembers(db: Db, query: MemberListFilters) {
  const filter = memberFilter(query);
  const item = memberListItem();
  const first = await batch(db, item, filter.where, null);
  const toCsv = (rows: typeof first, header: boolean) =>
    Papa.unparse(
      rows.map((row) => flatten(JSON.parse(row.item) as MemberListItem)),
      { ...CSV_SAFE, header, columns: exportColumns, newline: '\r\n' },
    );

  async function* lines(): AsyncGenerator<string> {
    let rows = first;
    if (!rows.length) {
      yield `\ufeff${Papa.unparse({ fields: exportColumns, data: [] }, { newline: '\r\n' })}\r\n`;
      return;
    }
    yield `\ufeff${toCsv(rows, true)}\r\n`;
    while (rows.length === EXPORT_BATCH) {
      const last = rows[rows.length - 1];
      if (!last) break;
      rows = await batch(db, item, filter.where, { at: last.at, id: last.id });
      if (rows.length) yield `${toCsv(rows, false)}\r\n`;
    }
  }
  return { fileName: exportFileName(filter.blocked), stream: Readable.from(lines()) };
}
