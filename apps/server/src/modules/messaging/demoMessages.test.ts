import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertManyMembers } from '../../../test/members';
import { seedDemoMessagesOnce } from './demoMessages';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertManyMembers(t.db, 60, (i) => ({
    isDormant: i % 3 === 0,
    isRegistrationComplete: true,
    country: 'India',
  }));
});
afterAll(() => t.close());

describe('demo messages', () => {
  it('sends the demo pushes and e-mail through the outbox once', async () => {
    const log = pino({ level: 'silent' });
    await seedDemoMessagesOnce(t.db, true, log);
    await seedDemoMessagesOnce(t.db, true, log);
    const pushes = await t.db.select().from(schema.pushNotifications);
    // the dormant push (20 members) and the active one in India (40); nobody matches the pt_br segment
    expect(pushes.map((p) => [p.notificationTitle, p.status, p.successfullyReachCount]).sort()).toEqual([
      ['Someone is waiting for your reply', 'done', 40],
      ['Venus enters Libra', 'done', 20],
    ]);
    const emails = await t.db.select().from(schema.emailMessages);
    expect(emails).toMatchObject([
      { emailSubject: 'Your weekly stars', status: 'done', successfullyReachCount: 5 },
    ]);
  });
});
