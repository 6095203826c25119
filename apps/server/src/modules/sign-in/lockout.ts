import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import { signInMessages } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { tooManyRequests } from '../../lib/httpErrors';

const { authFailures } = schema;

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures from one address, whatever the e-mails, that lock that address out. */
const MAX_ADDRESS_FAILURES = 10;
/** Failures for one e-mail from one address that lock that e-mail out from that address. */
export const MAX_PAIR_FAILURES = 5;
/** Failures for one e-mail (from all addresses) answered without delay; each one more doubles it. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 5_000;

/**
 * How long a step for an e-mail waits before it is checked, after `failures` failed steps for that
 * e-mail within the window: none for the first few (typing slips), then 0.5, 1, 2, 4, at most 5 seconds.
 */
function delayFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** The wait itself: a timer, no CPU and no database connection held (tests spy on it to count the waits). */
export const pacing = {
  async pause(ms: number): Promise<void> {
    if (ms > 0) await sleep(ms);
  },
};

/**
 * The lock is about the attacker, never the victim. Within 15 minutes, 10 failures from one address
 * (whatever the e-mails) lock that address out, and 5 failures for one e-mail from one address lock
 * that pair: both answer 429. Failures for an e-mail from all addresses together never lock it; they
 * slow every step for it (`delayFor`), so the right password and code get in from any address within
 * seconds while guessing one at a time is slowed. Answers the delay the step owes.
 */
export async function lockoutDelay(db: Db, identifier: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({
      byIdentifier: count(sql`case when ${authFailures.identifier} = ${identifier} then 1 end`),
      byIp: count(sql`case when ${authFailures.ip} = ${ip} then 1 end`),
      byPair: count(
        sql`case when ${authFailures.identifier} = ${identifier} and ${authFailures.ip} = ${ip} then 1 end`,
      ),
    })
    .from(authFailures)
    .where(
      and(
        gte(authFailures.createdAt, since),
        or(eq(authFailures.identifier, identifier), eq(authFailures.ip, ip)),
      ),
    );
  if ((row?.byIp ?? 0) >= MAX_ADDRESS_FAILURES || (row?.byPair ?? 0) >= MAX_PAIR_FAILURES)
    throw tooManyRequests(signInMessages.tooManyAttempts);
  return delayFor(row?.byIdentifier ?? 0);
}

/**
 * A refused password or code: counted for the lockout, and an audit event (in the admin's History when
 * the e-mail is an admin's; under `sign-in` and the e-mail typed when it is nobody's).
 */
export async function recordFailure(
  db: Db,
  failed: { identifier: string; ip: string; adminId?: string; step: 'password' | 'code' },
): Promise<void> {
  const { identifier, ip, adminId, step } = failed;
  await db.transaction(async (tx) => {
    await tx.insert(authFailures).values({ identifier, ip });
    await writeAudit(tx, null, {
      action: 'admin.sign-in-failed',
      entity: adminId ? 'admin' : 'sign-in',
      entityId: adminId ?? identifier,
      after: { identifier, ip, step },
    });
  });
}
