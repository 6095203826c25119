import { sql, type Column, type SQL } from 'drizzle-orm';
import { likePattern } from './paging';

/**
 * Name search, accent- and case-insensitive ("joao" and "JOÃO" find "João"): both sides go through the
 * database's orrery_fold (unaccent, then lower; migration 0009), so that they are folded alike.
 */

/** A name column folded as members.search_name is (for the small tables that keep no folded column). */
export const folded = (column: Column) => sql`orrery_fold(${column})`;

/** The folded name contains the typed text, LIKE wildcards taken literally. */
export const foldedContains = (foldedName: Column | SQL, text: string): SQL =>
  sql`${foldedName} like orrery_fold(${likePattern(text)})`;

/**
 * A sort by a folded name column (`members.search_name`): accents and case aside, as the search reads
 * names ("Élodie" before "Zoe"), in byte order of the folded text, which its text_pattern_ops index serves.
 */
export const foldedOrder = (foldedName: Column): { asc: SQL; desc: SQL } => ({
  asc: sql`${foldedName} using ~<~`,
  desc: sql`${foldedName} using ~>~`,
});
