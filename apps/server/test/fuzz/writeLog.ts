import { sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';

export interface Write {
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  /** For an update, the columns whose value changed. */
  changed: string[] | null;
}

/** The seal of an audit row at commit: its place and hash, the chain's head (migration 0041). */
const isSeal = (write: Write): boolean =>
  (write.table === 'audit_chain' && write.operation === 'UPDATE') ||
  (write.table === 'audit_log' &&
    write.operation === 'UPDATE' &&
    [...(write.changed ?? [])].sort().join(',') === 'hash,seq');

/**
 * Whether the writes of a refused request are the ones it may make, on purpose:
 * - a refused sign-in step: its `auth_failures` row (repeated failures lock it out) and its audit row
 *   (`admin.sign-in-failed`, sealed into the chain);
 * - `admin_sessions.last_seen_at`: any signed-in call refreshes it (at most once a minute), answered
 *   with a 4xx or not.
 */
export function expectedOnRefusal(writes: readonly Write[]): boolean {
  const signInFailure = writes.some((w) => w.table === 'auth_failures' && w.operation === 'INSERT');
  return writes.every((write) => {
    if (write.table === 'auth_failures') return write.operation === 'INSERT';
    if (signInFailure && ((write.table === 'audit_log' && write.operation === 'INSERT') || isSeal(write)))
      return true;
    return (
      write.table === 'admin_sessions' &&
      write.operation === 'UPDATE' &&
      write.changed?.length === 1 &&
      write.changed[0] === 'last_seen_at'
    );
  });
}

/**
 * Logs every committed row write to the tables of the public schema in `fuzz_writes`: a row-level
 * AFTER trigger on each table appends to the log in the writing transaction, so a rolled-back write
 * leaves no entry.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(sql`create table fuzz_writes (
    id bigserial primary key, table_name text not null, operation text not null, changed text[])`);
  await db.execute(sql`create function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes (table_name, operation, changed) values (tg_table_name, tg_op,
        case when tg_op = 'UPDATE' then (
          select array_agg(n.key order by n.key) from jsonb_each(to_jsonb(new)) n
          where n.value is distinct from to_jsonb(old) -> n.key) end);
      return null;
    end $$`);
  await db.execute(sql`do $$
    declare t text;
    begin
      -- partitions get the trigger of their partitioned table (app_events), also when made later
      for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname <> 'fuzz_writes' loop
        execute format('create trigger fuzz_write_log after insert or update or delete on %I '
          'for each row execute function fuzz_log_write()', t);
      end loop;
    end $$`);
}

/** The writes logged since the last call, oldest first; the log is emptied. */
export async function takeWrites(db: Db): Promise<Write[]> {
  const result = await db.execute(sql`with taken as (
    delete from fuzz_writes returning id, table_name, operation, changed) select * from taken order by id`);
  const { rows } = result as unknown as {
    rows: { table_name: string; operation: Write['operation']; changed: string[] | null }[];
  };
  return rows.map((row) => ({ table: row.table_name, operation: row.operation, changed: row.changed }));
}
