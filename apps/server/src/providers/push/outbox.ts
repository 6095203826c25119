import { sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import type { KeepPushes, PushMessage, PushProvider } from './types';

const { pushOutbox } = schema;

/**
 * Without FCM credentials every push is kept in the database (push_outbox) and counts as delivered there.
 * A batch is one statement over arrays (unnest), whatever its size.
 */
export function outboxPush(db: Db, batchLimit = 2000): PushProvider {
  return {
    name: 'outbox',
    batchLimit,
    needsTokens: false,
    async send(messages: PushMessage[], keep?: KeepPushes) {
      const column = <T>(pick: (m: PushMessage) => T) => messages.map(pick);
      const write = async (tx: Db) => {
        await tx.execute(sql`
          insert into ${pushOutbox} (notification_id, member_id, tokens, title, body, data)
          select * from unnest(
            ${sql.param(column((m) => m.notificationId))}::uuid[],
            ${sql.param(column((m) => m.memberId))}::uuid[],
            ${sql.param(column((m) => JSON.stringify(m.tokens)))}::jsonb[],
            ${sql.param(column((m) => m.title))}::text[],
            ${sql.param(column((m) => m.body))}::text[],
            ${sql.param(column((m) => JSON.stringify(m.data)))}::jsonb[])`);
      };
      // kept in the transaction that records the recipients as reached, when the sender offers one
      if (messages.length)
        await (keep
          ? keep(
              column((m) => m.memberId),
              write,
            )
          : write(db));
      return messages.map((m) => ({
        memberId: m.memberId,
        status: 'sent' as const,
        transient: false,
        invalidTokens: [],
      }));
    },
  };
}
