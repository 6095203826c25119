import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { outboxMail } from '../../providers/mail';
import { outboxPush } from '../../providers/push';
import { runEmailSend } from './email/emailSend';
import { createEmail } from './email/emailService';
import { runPushFanout } from './push/pushFanout';
import { createPush } from './push/pushService';

const system = { id: '00000000-0000-0000-0000-000000000000', nickName: 'demo data' };

/**
 * Demo history on a new database with demo members: three pushes to segments and an e-mail to a few
 * members, really sent through the outbox providers (nothing leaves the machine).
 */
export async function seedDemoMessagesOnce(db: Db, withDemo: boolean, log: FastifyBaseLogger): Promise<void> {
  if (!withDemo) return;
  const [pushes] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.pushNotifications);
  const [members] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.members);
  if ((pushes?.n ?? 0) > 0 || (members?.n ?? 0) === 0) return;
  const push = outboxPush(db);
  const demos = [
    {
      notificationKey: 'astro_insights',
      notificationTitle: 'Venus enters Libra',
      notificationBody: 'A week for gentle first messages. See who fits your chart.',
      dormantUser: true,
    },
    {
      notificationKey: 'been_matched',
      notificationTitle: 'New matches near you',
      notificationBody: 'People whose stars align with yours joined this week.',
      gender: ['f' as const],
      language: 'pt_br' as const,
      fromAgeValue: 25,
      toAgeValue: 35,
    },
    {
      notificationKey: 'message_received',
      notificationTitle: 'Someone is waiting for your reply',
      notificationBody: 'Open Orrery to read your messages.',
      activeUser: true,
      countries: ['India', 'Brazil', 'United States'],
    },
  ];
  for (const demo of demos) {
    try {
      const row = await createPush(db, system, demo);
      await runPushFanout(db, push, row.id);
    } catch (error) {
      log.warn({ err: error }, 'a demo push was not sent');
    }
  }
  const ids = await db
    .select({ id: schema.members.id })
    .from(schema.members)
    .where(sql`not ${schema.members.isDeleted}`)
    .limit(5);
  if (ids.length) {
    const email = await createEmail(db, system, {
      userIds: ids.map((r) => r.id),
      emailSubject: 'Your weekly stars',
      emailBody:
        'This week **Mercury** turns direct: a good time to _finish conversations_ you started.\n\n- Update your photos\n- Answer the quiz',
      language: 'en',
    });
    await runEmailSend(db, outboxMail(db, log), email.id);
  }
  log.info('demo pushes and e-mail sent through the outbox');
}
