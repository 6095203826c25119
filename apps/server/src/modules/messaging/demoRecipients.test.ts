import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { smtpMail } from '../../providers/mail';
import { fcmPush } from '../../providers/push';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { startFakeFcm, type FakeFcm } from '../../../test/fakeFcm';
import { startFakeSmtp, type FakeSmtp } from '../../../test/fakeSmtp';
import { recordingQueue } from '../../../test/jobs';
import { insertMember } from '../../../test/members';
import { seedLanguagesOnce } from '../languages';
import { runSend, SEND_QUEUES, type SendDeps } from './queue';
import { runReminders } from './reminders/reminders';

/**
 * Demo data is never reached through a real provider: with SMTP and FCM set, a manual e-mail, a push and
 * the incomplete-profile reminders reach the one real member through them, while the generator's members
 * (`seeded`) and a virtual profile (`is_demo`) get theirs in the outbox, counted in demo_count.
 */
const HOUR = 3_600_000;
const log = pino({ level: 'silent' });

let t: TestContext;
let smtp: FakeSmtp;
let fcm: FakeFcm;
let deps: SendDeps;
/** Addresses the SMTP server took mail for. */
const delivered: string[] = [];
/** What the routes and the reminders hand to the job queue; the test runs each send itself. */
const jobs = recordingQueue();
const ids = { real: '', seededA: '', seededB: '', virtual: '' };
const address = {
  real: 'real.person@example.com',
  seededA: 'ana.souza12@example.com',
  seededB: 'rahul.mehta40@mail.example.net',
  virtual: 'virtual.one@example.org',
};

beforeAll(async () => {
  smtp = await startFakeSmtp({ onMessage: ({ to }) => delivered.push(...to) });
  // the sends run with SMTP and FCM (the app's own sign-in codes stay in the outbox the helpers read)
  t = await createTestApp();
  fcm = await startFakeFcm();
  const mail = smtpMail(smtp.url, 'no-reply@example.com', log);
  deps = {
    db: t.db,
    log,
    mail,
    push: fcmPush(fcm.app, { legacyHttp: true }),
    publicUrl: 'http://localhost:8080/',
  };
  await seedLanguagesOnce(t.db, false);
  t.jobs.use(jobs);
  // incomplete, signed up days ago: every one is due an incomplete-profile reminder
  const incomplete = { createdAt: new Date(Date.now() - 100 * HOUR), language: 'en' };
  ids.real = await insertMember(t.db, { ...incomplete, identifier: address.real });
  ids.seededA = await insertMember(t.db, { ...incomplete, identifier: address.seededA, seeded: true });
  ids.seededB = await insertMember(t.db, { ...incomplete, identifier: address.seededB, seeded: true });
  ids.virtual = await insertMember(t.db, { ...incomplete, identifier: address.virtual, isDemo: true });
  // tokens FCM would take: only the routing keeps the demo members' pushes from it
  await t.db.insert(schema.memberDevices).values([
    { memberId: ids.real, platform: 'android', pushToken: 'good-real' },
    { memberId: ids.seededA, platform: 'android', pushToken: 'good-seeded-a' },
    { memberId: ids.seededB, platform: 'ios', pushToken: 'good-seeded-b' },
    { memberId: ids.virtual, platform: 'ios', pushToken: 'good-virtual' },
  ]);
});

afterAll(async () => {
  await fcm?.close();
  await deps.mail.close?.();
  await smtp.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.auth(t.superadmin.token) });

/** Runs what was queued since the last call, as the job would (first round). */
async function runQueued() {
  const queued = jobs.sent.splice(0).map(({ queue, key = '' }) => ({
    kind: queue === SEND_QUEUES.push ? ('push' as const) : ('email' as const),
    id: key,
  }));
  for (const job of queued) await runSend(deps, job.kind, job.id, 0, false);
  return queued;
}

const outboxMailTo = async (subject: string) =>
  (
    await t.db
      .select({ to: schema.mailOutbox.recipient })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.subject, subject))
  )
    .map((r) => r.to)
    .sort();

const pushOutboxOf = async (notificationIds: string[]) =>
  (
    await t.db
      .select({ memberId: schema.pushOutbox.memberId })
      .from(schema.pushOutbox)
      .where(inArray(schema.pushOutbox.notificationId, notificationIds))
  )
    .map((r) => r.memberId)
    .sort();

const demoAddresses = [address.seededA, address.seededB, address.virtual].sort();
const demoIds = () => [ids.seededA, ids.seededB, ids.virtual].sort();

describe('demo recipients with SMTP and FCM set', () => {
  it('a manual e-mail: SMTP delivers to the real member only, the demo members get it in the outbox', async () => {
    expect([deps.mail.name, deps.push.name]).toEqual(['smtp', 'fcm']);
    const res = await call('POST', '/api/user/send-email', {
      userIds: Object.values(ids),
      emailSubject: 'Mercury goes direct',
      emailBody: 'Time to talk.',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const jobs = await runQueued();
    expect(jobs.map((j) => j.kind)).toEqual(['email']);
    expect(delivered.splice(0)).toEqual([address.real]);
    expect(await outboxMailTo('Mercury goes direct')).toEqual(demoAddresses);
    const [row] = await t.db
      .select()
      .from(schema.emailMessages)
      .where(eq(schema.emailMessages.id, res.json().data._id));
    expect(row).toMatchObject({ status: 'done', successfullyReachCount: 4, failedCount: 0, demoCount: 3 });
    const history = await call('GET', '/api/user/email-list/0/20/');
    expect(history.json().item[0]).toMatchObject({ emailSubject: 'Mercury goes direct', demoCount: 3 });
  });

  it('a push: FCM gets the real member’s token only, the demo members’ pushes are kept in the outbox', async () => {
    fcm.requests.length = 0;
    const res = await call('POST', '/api/user/send-notification', {
      notificationKey: 'been_liked',
      notificationTitle: 'Someone likes you',
      notificationBody: 'Open the app to see who.',
      userIds: Object.values(ids),
    });
    expect(res.statusCode).toBe(200);
    await runQueued();
    expect(fcm.requests.map((r) => r.message.token)).toEqual(['good-real']);
    const id = res.json().data._id as string;
    expect(await pushOutboxOf([id])).toEqual(demoIds());
    const history = await call('GET', '/api/user/notification-list/0/20/');
    expect(history.json().item[0]).toMatchObject({
      _id: id,
      status: 'done',
      totalUserCount: 4,
      successfullyReachCount: 4,
      demoCount: 3,
    });
  });

  it('the incomplete-profile reminders: only the real member is reached by SMTP and FCM', async () => {
    fcm.requests.length = 0;
    expect(
      (await call('PUT', '/api/user/email-settings', [{ key: 'incomplete_email_service', value: true }]))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/api/user/notification-settings', [
          { key: 'incomplete_notification_service', value: true },
        ])
      ).statusCode,
    ).toBe(200);
    const sent = await runReminders({ db: t.db, jobs });
    expect(sent.emails).toHaveLength(1);
    expect(sent.pushes).toHaveLength(1);
    await runQueued();
    expect(delivered.splice(0)).toEqual([address.real]);
    expect(fcm.requests.map((r) => r.message.token)).toEqual(['good-real']);
    const [email] = await t.db
      .select()
      .from(schema.emailMessages)
      .where(eq(schema.emailMessages.id, sent.emails[0] ?? ''));
    expect(email).toMatchObject({
      kind: 'incomplete_reminder',
      status: 'done',
      totalUserCount: 4,
      successfullyReachCount: 4,
      demoCount: 3,
    });
    expect(await outboxMailTo(email?.emailSubject ?? '')).toEqual(demoAddresses);
    const [push] = await t.db
      .select()
      .from(schema.pushNotifications)
      .where(eq(schema.pushNotifications.id, sent.pushes[0] ?? ''));
    expect(push).toMatchObject({ kind: 'incomplete_reminder', successfullyReachCount: 4, demoCount: 3 });
    expect(await pushOutboxOf(sent.pushes)).toEqual(demoIds());
  });
});
