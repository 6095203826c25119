import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { schema, type Db } from '@orrery/db';
import { sqlRows } from '../../lib/sqlRows';

/**
 * One sending run at a time per message, and a dead run replaced at once.
 *
 * pg-boss can start a second run of the same message while the first still works: a job past its expiry is
 * retried, and a restarted or second server queues unfinished messages at its start. A run holds the
 * message's lease (`lease_owner` = the run's id) and writes only through `SendLease.write`: one transaction
 * that first renews the lease and fails with LeaseLost, writing nothing, once another run has taken the
 * message. Another run takes the lease when it is free, when its holder is dead, or when its holder has not
 * written for LEASE_SECONDS (stalled in one provider call). Dead is told by liveness, not by time:
 * - PostgreSQL: a run holds a session-level advisory lock on its id, on a connection of its own, from before
 *   its id is written as a holder until it ends. PostgreSQL drops the lock with the connection, when the
 *   process dies or its connection breaks, so a holder whose lock is free is dead.
 * - PGlite: one process owns the data folder, so a holder that is not a run of this process is dead (every
 *   lease found after a restart).
 */
export const LEASE_SECONDS = 120;
/** How often a waiting run looks again. */
export const LEASE_POLL_MS = 5_000;

/** The advisory locks of live runs: (this class, hashtext(run id)); their connections' application_name. */
const RUN_LOCK_CLASS = 'orrery-send-run';

/** A transient failure left recipients to try again: the job throws this so pg-boss retries with backoff. */
export class RetryLater extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} recipient(s) to try again later`);
    this.name = 'RetryLater';
  }
}

/** Thrown by a run's write once another run holds its message: the run stops, its transaction undone. */
export class LeaseLost extends Error {
  constructor() {
    super('another run holds the message');
    this.name = 'LeaseLost';
  }
}

const connectionLost = () => new Error('the sending run lost its database connection');

/** The lease's timing (the tests shorten the poll and lengthen the lease). */
export interface LeaseTiming {
  leasePollMs?: number;
  leaseSeconds?: number;
}

export interface SendLease {
  /** Runs `work` in one transaction that first renews the lease; LeaseLost, nothing written, once it is gone. */
  write<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

type Leased = typeof schema.pushNotifications | typeof schema.emailMessages;

/** A run's id and its liveness, held from before the id is written as a lease holder until the run ends. */
interface Run {
  owner: string;
  /** False once the liveness is gone (PostgreSQL: its connection ended): the run must write no more. */
  alive(): boolean;
  /** SQL that is true when the run whose id is `holder` is dead. */
  dead(holder: SQL): SQL;
  end(): Promise<void>;
}

/** PGlite: the runs of this process, the only ones that can be alive. */
const pgliteRuns = new Set<string>();

const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

async function startRun(db: Db): Promise<Run> {
  const pool = poolOf(db);
  if (!pool) {
    const owner = randomUUID();
    pgliteRuns.add(owner);
    return {
      owner,
      alive: () => true,
      dead: (holder) => sql`not (${holder} = any(${sql.param([...pgliteRuns])}::uuid[]))`,
      end: async () => void pgliteRuns.delete(owner),
    };
  }
  const client = new pg.Client({ ...pool.options, keepAlive: true, application_name: RUN_LOCK_CLASS });
  let alive = true;
  client.on('error', () => (alive = false));
  client.on('end', () => (alive = false));
  await client.connect();
  try {
    // a host that vanished (no FIN) is noticed by the server within about a minute, not TCP's two hours
    await client.query(
      'set tcp_keepalives_idle = 30; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3; set idle_session_timeout = 0',
    );
    for (;;) {
      const owner = randomUUID();
      const { rows } = await client.query<{ held: boolean }>(
        'select pg_try_advisory_lock(hashtext($1), hashtext($2)) as held',
        [RUN_LOCK_CLASS, owner],
      );
      // false only when another live run's id hashes alike: draw another id
      if (rows[0]?.held)
        return {
          owner,
          alive: () => alive,
          dead: (holder) =>
            sql`pg_try_advisory_xact_lock(hashtext(${RUN_LOCK_CLASS}), hashtext(${holder}::text))`,
          end: () => client.end().catch(() => undefined),
        };
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** Takes the message when its lease is free, its holder dead or stalled; null while a live run holds it. */
async function takeLease(
  db: Db,
  table: Leased,
  id: string,
  run: Run,
  seconds: number,
): Promise<(SendLease & { release(): Promise<void> }) | null> {
  if (!run.alive()) throw connectionLost();
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const taken = await sqlRows(
    db,
    sql`
    update ${table} set lease_owner = ${run.owner}, lease_until = ${until}
    where id = ${id} and (lease_owner is null or lease_until is null or lease_until < now()
      or ${run.dead(sql`lease_owner`)})
    returning id`,
  );
  if (!taken.length) return null;
  const write = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      // others may already take the message over: this run stops, and its job fails to be tried again
      if (!run.alive()) throw connectionLost();
      const kept = await sqlRows(
        tx,
        sql`update ${table} set lease_until = ${until} where id = ${id} and lease_owner = ${run.owner} returning id`,
      );
      if (!kept.length) throw new LeaseLost();
      return work(tx);
    });
  return {
    write,
    release: async () => {
      await db.execute(
        sql`update ${table} set lease_owner = null, lease_until = null where id = ${id} and lease_owner = ${run.owner}`,
      );
    },
  };
}

type Finishable = { status: string };
const finished = (row: Finishable | undefined) =>
  !row || row.status === 'done' || row.status === 'failed' || row.status === 'cancelled';

/**
 * A send under the message's lease: while a live run holds it, looks again every `leasePollMs` until the
 * message is finished or the lease can be taken; once it holds it, reads the message again as the run before
 * left it, sends unless it is finished, and lets the lease go. A run that loses its lease stops (LeaseLost).
 * Answers the message as it ends.
 */
export async function sendUnderLease<Row extends Finishable>(
  db: Db,
  table: Leased,
  id: string,
  timing: LeaseTiming,
  read: () => Promise<Row | undefined>,
  send: (row: Row, lease: SendLease) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  let row = await read();
  if (finished(row)) return row;
  const run = await startRun(db);
  try {
    while (!finished(row)) {
      const lease = await takeLease(db, table, id, run, timing.leaseSeconds ?? LEASE_SECONDS);
      if (lease) {
        try {
          const current = await read();
          return !current || finished(current) ? current : await send(current, lease);
        } catch (error) {
          if (error instanceof LeaseLost) return await read(); // the run that took over goes on from here
          throw error;
        } finally {
          await lease.release();
        }
      }
      row = await read(); // finished meanwhile by the run that held it?
      if (!finished(row))
        await new Promise((resolve) => setTimeout(resolve, timing.leasePollMs ?? LEASE_POLL_MS));
    }
    return row;
  } finally {
    await run.end();
  }
}
