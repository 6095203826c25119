import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { outboxMail, type KeepWithOutcome, type MailProvider } from './mail';
import { outboxPush, type KeepPushes, type PushProvider } from './push';

const { members, emailMessages, pushNotifications } = schema;

/**
 * Demo data is never reached through a real provider: members made by the demo data generator (`seeded`)
 * and staff's virtual profiles (`is_demo`, the role demo) are not people. Whatever provider is set, their
 * e-mails and pushes are kept in the outbox (mail_outbox, push_outbox, no log line) and counted in the
 * message's `demo_count`, in the transaction that records them sent; everyone else's go to the provider
 * set. The senders (emailSend, pushFanout) hand every message through these, so no path reaches a demo
 * member by SMTP or FCM.
 */
export async function demoMembersOf(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, [...ids]), or(members.seeded, members.isDemo)));
  return new Set(rows.map((r) => r.id));
}

/** The outbox row and the demo_count together, when the sender offers no transaction of its own (`keep`). */
async function together(db: Db, write: (tx: Db) => Promise<void>, count: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    await write(tx);
    await count(tx);
  });
}

/** The e-mail `emailId`'s sends: a demo member's mail goes to the outbox and counts in its demo_count. */
export function routeDemoMail(db: Db, mail: MailProvider, emailId: string): MailProvider {
  const count = async (tx: Db) => {
    await tx
      .update(emailMessages)
      .set({ demoCount: sql`${emailMessages.demoCount} + 1` })
      .where(eq(emailMessages.id, emailId));
  };
  return {
    name: mail.name,
    async send(message, keep) {
      const demo = message.memberId ? await demoMembersOf(db, [message.memberId]) : new Set();
      if (!demo.size) return mail.send(message, keep);
      // kept and counted in the sender's transaction that records it sent: a crash can do neither twice
      const keepCounted: KeepWithOutcome = (write) =>
        keep
          ? keep(async (tx) => {
              await write(tx);
              await count(tx);
            })
          : together(db, write, count);
      await outboxMail(db).send(message, keepCounted);
    },
  };
}

/** Pushes: demo members' go to the outbox (counted in each notification's demo_count), the rest to `push`. */
export function routeDemoPush(db: Db, push: PushProvider): PushProvider {
  return {
    name: push.name,
    batchLimit: push.batchLimit,
    needsTokens: push.needsTokens,
    async send(messages, keep) {
      const demo = await demoMembersOf(
        db,
        messages.map((m) => m.memberId),
      );
      if (!demo.size) return push.send(messages, keep);
      const kept = messages.filter((m) => demo.has(m.memberId));
      const others = messages.filter((m) => !demo.has(m.memberId));
      const notificationOf = new Map(kept.map((m) => [m.memberId, m.notificationId]));
      const count = (memberIds: string[]) => async (tx: Db) => {
        const byNotification = new Map<string, number>();
        for (const memberId of memberIds) {
          const id = notificationOf.get(memberId);
          if (id) byNotification.set(id, (byNotification.get(id) ?? 0) + 1);
        }
        for (const [id, n] of byNotification) {
          await tx
            .update(pushNotifications)
            .set({ demoCount: sql`${pushNotifications.demoCount} + ${n}` })
            .where(eq(pushNotifications.id, id));
        }
      };
      const keepCounted: KeepPushes = (memberIds, write) =>
        keep
          ? keep(memberIds, async (tx) => {
              await write(tx);
              await count(memberIds)(tx);
            })
          : together(db, write, count(memberIds));
      const outcomes = await outboxPush(db).send(kept, keepCounted);
      return others.length ? [...outcomes, ...(await push.send(others, keep))] : outcomes;
    },
  };
}
