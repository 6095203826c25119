import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { pollUntil } from './poll';

/** The tables of the two kinds of send, each row leased by the run that sends it. */
type SendTable = typeof schema.pushNotifications | typeof schema.emailMessages;

/**
 * The send's holder becomes a run of a process that died (an id no live run has), its lease renewed for a
 * year: a run that waited for the lease to run out would never finish.
 */
export const holderDied = (db: Db, table: SendTable, id: string) =>
  db.execute(
    sql`update ${table} set lease_owner = gen_random_uuid(), lease_until = now() + interval '1 year'
      where ${table.id} = ${id}`,
  );

/** The send's lease runs out (its holder, alive, outlasted it). */
export const expireLease = (db: Db, table: SendTable, id: string) =>
  db.execute(sql`update ${table} set lease_until = now() - interval '1 second' where ${table.id} = ${id}`);

/**
 * A provider's `hold(call)` that keeps its `at`-th call waiting until `wake()`; `reached` resolves as that
 * call starts waiting (the process died, or stalled, there).
 */
export function stallAt(at: number) {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  let wake: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  return {
    reached,
    wake: () => wake(),
    hold: (call: number): Promise<void> | undefined => {
      if (call !== at) return undefined;
      reach();
      return woken;
    },
  };
}

export const pushRow = async (db: Db, id: string) =>
  (await db.select().from(schema.pushNotifications).where(eq(schema.pushNotifications.id, id)))[0];

/**
 * The push once its job (running on its own) has made it `status`, with at least `processed` recipients
 * processed: read `everyMs` apart, `tries` times at most (by default no bound on the machine's speed but
 * 2 minutes), then it fails.
 */
export async function pushWhen(
  db: Db,
  id: string,
  { status = 'done', processed = 0, tries = 1200, everyMs = 100 } = {},
) {
  const row = await pollUntil(
    () => pushRow(db, id),
    (r) => r?.status === status && r.processedCount >= processed,
    { tries, everyMs },
  );
  if (row?.status !== status || row.processedCount < processed)
    throw new Error(`the push never became ${status}`);
  return row;
}
