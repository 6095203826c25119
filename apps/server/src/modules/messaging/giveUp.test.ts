import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { createTestApp, sendDepsOf, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { giveUpSend } from './giveUp';
import { runSend, type SendDeps } from './queue';

const { pushNotifications, pushRecipients, emailMessages, emailRecipients } = schema;

let t: TestContext;
let deps: SendDeps;
const people = { tokyo: '', nowhere: '' };

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Europe/Paris' });
  deps = sendDepsOf(t);
  people.tokyo = await insertMember(t.db, {
    lat: 35.68,
    lng: 139.69,
    identifier: 'giveup-tokyo@example.com',
  });
  people.nowhere = await insertMember(t.db, { lat: null, lng: null, identifier: 'giveup-none@example.com' });
});
afterAll(() => t.close());

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: t.auth(t.superadmin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { _id: string } }).data._id;
};

/** A wall time `days` from now at 09:00 in the company's zone, as the composers send it. */
const nineOClock = (days: number) =>
  DateTime.now().setZone('Europe/Paris').plus({ days }).toFormat("yyyy-MM-dd'T'09:00");

const outcomes = async (
  table: typeof pushRecipients | typeof emailRecipients,
  column: typeof pushRecipients.notificationId | typeof emailRecipients.emailId,
  id: string,
) =>
  Object.fromEntries(
    (await t.db.select().from(table).where(eq(column, id))).map((r) => [r.memberId, [r.status, r.error]]),
  );

describe('a send given up after its last try', () => {
  it('fails every recipient still waiting with the reason, and the push is done with them counted', async () => {
    const id = await post('/api/user/send-notification', {
      notificationKey: 'astro_insights',
      notificationTitle: 'The Moon is full',
      notificationBody: 'Time to say hello.',
      userIds: [people.tokyo, people.nowhere],
      sendMode: 'at',
      sendAt: nineOClock(2),
    });
    await t.db.execute(sql`update push_notifications set next_run_at = now() where id = ${id}`);
    const unreachable = {
      ...deps.push,
      name: deps.push.name,
      batchLimit: deps.push.batchLimit,
      needsTokens: deps.push.needsTokens,
      send: async () => {
        throw new Error('the push service is unreachable');
      },
    };
    await runSend({ ...deps, push: unreachable }, 'push', id, 3, true);

    const [row] = await t.db.select().from(pushNotifications).where(eq(pushNotifications.id, id));
    expect(row).toMatchObject({ status: 'done', processedCount: 2, failedCount: 2 });
    expect(await outcomes(pushRecipients, pushRecipients.notificationId, id)).toEqual({
      [people.tokyo]: ['failed', 'the push service is unreachable'],
      [people.nowhere]: ['failed', 'the push service is unreachable'],
    });
  });

  it('of a local-time e-mail: fails the members whose hour came, and waits for the one still to come', async () => {
    const id = await post('/api/user/send-email', {
      userIds: [people.tokyo, people.nowhere],
      emailSubject: 'Hi',
      emailBody: 'Hello',
      language: 'en',
      sendMode: 'local',
      sendAt: nineOClock(2),
    });
    // Tokyo's hour has come; the member without a place (Paris) is still to come
    await t.db.execute(
      sql`update email_recipients set due_at = now() - interval '1 minute' where email_id = ${id} and member_id = ${people.tokyo}`,
    );
    await giveUpSend(t.db, 'email', id, 'the mail server refused the connection');

    const [row] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'waiting', processedCount: 1, failedCount: 1 });
    expect(row?.nextRunAt?.toISOString()).toBe(
      DateTime.fromISO(nineOClock(2), { zone: 'Europe/Paris' }).toUTC().toISO(),
    );
    expect(await outcomes(emailRecipients, emailRecipients.emailId, id)).toEqual({
      [people.tokyo]: ['failed', 'the mail server refused the connection'],
      [people.nowhere]: ['pending', null],
    });
  });
});
