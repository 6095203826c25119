import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@orrery/db';
import type { SendKind } from './queue';
import { isDue, leftToSend, tablesOf } from './schedule';
import { sendUnderLease, type LeaseTiming } from './sendLease';

/**
 * After the last retry of a push or an e-mail: what still waits and is due is failed with `reason`, and the
 * send is done (a local-time send with members whose hour is still to come waits for them). Under the lease,
 * so that no live run's recipients are taken from it; the ones a dead run had claimed fail with the rest.
 */
export async function giveUpSend(
  db: Db,
  kind: SendKind,
  id: string,
  reason: string,
  timing: LeaseTiming = {},
): Promise<void> {
  const { messages, recipients, messageId } = tablesOf(kind);
  const read = async () => (await db.select().from(messages).where(eq(messages.id, id)))[0];
  await sendUnderLease(db, messages, id, timing, read, (_row, lease) =>
    lease.write(async (tx: Db) => {
      const failed = await tx
        .update(recipients)
        .set({ status: 'failed', error: reason.slice(0, 300) })
        .where(
          and(eq(messageId, id), inArray(recipients.status, ['pending', 'sending']), isDue(recipients.dueAt)),
        )
        .returning({ id: recipients.memberId });
      const { next } = await leftToSend(tx, kind, id);
      const [row] = await tx
        .update(messages)
        .set({
          ...(next ? { status: 'waiting', nextRunAt: next } : { status: 'done', finishedAt: new Date() }),
          processedCount: sql`${messages.processedCount} + ${failed.length}`,
          failedCount: sql`${messages.failedCount} + ${failed.length}`,
        })
        .where(eq(messages.id, id))
        .returning();
      return row;
    }),
  );
}
