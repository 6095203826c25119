import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

/**
 * One sending run at a time per message. pg-boss can start a second run of the same message while the
 * first still works: a job past its expiry is retried, and a second server queues unfinished messages at
 * its start. Whoever holds the message's lease sends; another run waits until the message is finished
 * or the lease is free. The holder renews the lease before each batch, so a lease that runs out means its
 * run stopped (a server that died, or a run stalled that long): the waiting run then takes over, and a
 * stalled run that finds its lease gone stops before its next batch.
 */
export const LEASE_SECONDS = 120;
/** How often a waiting run looks again. */
export const LEASE_POLL_MS = 5_000;

type Leased = typeof schema.pushNotifications | typeof schema.emailMessages;

export interface SendLease {
  /** Still ours, for another LEASE_SECONDS: false when another run has taken the message. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Takes the message when no live run holds it; null when one does. */
async function takeLease(db: Db, table: Leased, id: string): Promise<SendLease | null> {
  const owner = randomUUID();
  const hold = (free: ReturnType<typeof sql>) =>
    db.execute(sql`
      update ${table} set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where id = ${id} and (${free}) returning id`);
  const taken = await hold(sql`lease_until is null or lease_until < now()`);
  if (!rowsOf(taken).length) return null;
  return {
    renew: async () => rowsOf(await hold(sql`lease_owner = ${owner}`)).length > 0,
    release: async () => {
      await db.execute(
        sql`update ${table} set lease_owner = null, lease_until = null where id = ${id} and lease_owner = ${owner}`,
      );
    },
  };
}

type Finishable = { status: string };
const finished = (row: Finishable | undefined) => !row || row.status === 'done' || row.status === 'failed';

/**
 * A send under the message's lease: while another run holds it, looks again every `pollMs` until the
 * message is finished or the lease is free; once it holds it, reads the message again as the run before
 * left it, sends unless it is finished, and lets the lease go. Answers the message as it ends.
 */
export async function sendUnderLease<Row extends Finishable>(
  db: Db,
  table: Leased,
  id: string,
  pollMs: number | undefined,
  read: () => Promise<Row | undefined>,
  send: (row: Row, lease: SendLease) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  let row = await read();
  while (!finished(row)) {
    const lease = await takeLease(db, table, id);
    if (lease) {
      try {
        const current = await read();
        return !current || finished(current) ? current : await send(current, lease);
      } finally {
        await lease.release();
      }
    }
    row = await read(); // finished meanwhile by the run that held it?
    if (!finished(row)) await new Promise((resolve) => setTimeout(resolve, pollMs ?? LEASE_POLL_MS));
  }
  return row;
}
