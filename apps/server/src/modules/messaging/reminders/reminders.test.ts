import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailMessages as em, reminderMessages as m } from '@orrery/contract';
import { schema } from '@orrery/db';
import { outboxMail } from '../../../providers/mail';
import { outboxPush } from '../../../providers/push';
import { seedLanguagesOnce } from '../../languages';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { recordingQueue } from '../../../../test/jobs';
import { insertMember } from '../../../../test/members';
import { runEmailSend } from '../email/emailSend';
import { runPushFanout } from '../push/pushFanout';
import { SEND_QUEUES } from '../queue';
import { runReminders } from './reminders';

const HOUR = 3_600_000;
let t: TestContext;
const log = pino({ level: 'silent' });

/** What the reminders hand to the job queue; the test then runs the sends itself, one run each. */
const jobs = recordingQueue();
const takeQueued = () =>
  jobs.sent.splice(0).map(({ queue, key }) => `${queue === SEND_QUEUES.push ? 'push' : 'email'}:${key}`);

beforeAll(async () => {
  t = await createTestApp();
  await seedLanguagesOnce(t.db, false);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.auth(t.superadmin.token) });

describe('notification and e-mail settings', () => {
  it('loads defaults and the texts per language', async () => {
    const res = await call('GET', '/api/user/get-notification-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual([
      { key: 'incomplete_notification_service', value: false },
      { key: 'incomplete_notification_sent_reset_time', value: 24 },
      { key: 'incomplete_notification_key', value: 'astro_insights' },
      { key: 'notification_frequency_cap', value: 0 },
    ]);
    const title = res.json().languageContent[0];
    expect(title.key).toBe('incomplete_user_notification_title');
    expect(title.translations).toEqual([
      { language: 'en', languageName: 'English', value: 'Your stars are waiting' },
      { language: 'pt_br', languageName: 'Português (Brasil)', value: 'Suas estrelas estão esperando' },
    ]);
  });

  it('saves checked values with one audit row, refuses bad ones writing nothing', async () => {
    const bad: [object, string][] = [
      [
        [{ key: 'incomplete_notification_sent_reset_time', value: 0 }],
        'Reset time (hours) must be a whole number of hours from 1 to 8760.',
      ],
      [[{ key: 'incomplete_notification_service', value: 'yes' }], 'Service must be on or off.'],
      [[{ key: 'incomplete_notification_key', value: 'nope' }], m.redirectKey],
      [[{ key: 'logout_email_service', value: true }], m.unknownKey('logout_email_service')],
      [
        [
          { key: 'incomplete_notification_service', value: true },
          { key: 'incomplete_notification_service', value: false },
        ],
        m.duplicateKey('incomplete_notification_service'),
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await call('PUT', '/api/user/notification-settings', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
    }
    const stored = await t.db.select().from(schema.appSettings);
    expect(stored.filter((row) => row.key.startsWith('incomplete_'))).toEqual([]);
    const ok = await call('PUT', '/api/user/notification-settings', [
      { key: 'incomplete_notification_service', value: true },
      { key: 'incomplete_notification_sent_reset_time', value: 12 },
      { key: 'incomplete_notification_key', value: 'been_matched' },
    ]);
    expect(ok.json()).toEqual({ valid: true, message: m.saved });
    expect(
      (await call('GET', '/api/user/get-notification-settings'))
        .json()
        .settings.map((s: { value: unknown }) => s.value),
    ).toEqual([true, 12, 'been_matched', 0]);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'reminder_settings'));
    expect(audit).toHaveLength(1);
  });

  it('e-mail settings: chosen keys, save, unknown keys refused', async () => {
    const res = await call('POST', '/api/user/get-email-settings', {
      setKey: ['logout_email_service'],
      langKey: ['logout_user_email_title'],
    });
    expect(res.json()).toMatchObject({
      settings: [{ key: 'logout_email_service', value: false }],
      languageContent: [{ key: 'logout_user_email_title' }],
    });
    expect((await call('POST', '/api/user/get-email-settings', { setKey: ['otp_service'] })).statusCode).toBe(
      400,
    );
    const saved = await call('PUT', '/api/user/email-settings', [
      { key: 'incomplete_email_service', value: true },
      { key: 'incomplete_email_sent_reset_time', value: 6 },
      { key: 'logout_email_service', value: true },
      { key: 'logout_email_sent_reset_time', value: 48 },
    ]);
    expect(saved.json()).toEqual({ valid: true, message: em.saved });
    const all = (await call('POST', '/api/user/get-email-settings', {})).json();
    expect(all.settings).toHaveLength(4);
    expect(all.languageContent).toHaveLength(4);
  });

  it('takes a reset time of 1 hour, refuses any other kind of value naming the field as labelled', async () => {
    const screens = [
      ['/api/user/notification-settings', 'incomplete_notification_sent_reset_time', 'Reset time (hours)'],
      ['/api/user/email-settings', 'incomplete_email_sent_reset_time', 'Incomplete Email reset time (hours)'],
      ['/api/user/email-settings', 'logout_email_sent_reset_time', 'Logout Email reset time (hours)'],
    ] as const;
    for (const [url, key, label] of screens) {
      const [before] = await t.db.select().from(schema.appSettings).where(eq(schema.appSettings.key, key));
      const one = await call('PUT', url, [{ key, value: 1 }]);
      expect(one.json(), key).toMatchObject({ valid: true });
      const [row] = await t.db.select().from(schema.appSettings).where(eq(schema.appSettings.key, key));
      expect(row?.value, key).toBe(1);
      for (const value of ['1', '12', 1.5, 'abc', '', true, 8761]) {
        const res = await call('PUT', url, [{ key, value }]);
        expect(res.json(), `${key} ${JSON.stringify(value)}`).toEqual({
          valid: false,
          message: `${label} must be a whole number of hours from 1 to 8760.`,
        });
      }
      // the reminders below run on the hours saved before
      if (before) expect((await call('PUT', url, [{ key, value: before.value }])).statusCode).toBe(200);
    }
    // a switch is true or false, never a number read as one
    for (const value of [1, 0, 'true']) {
      const res = await call('PUT', '/api/user/email-settings', [{ key: 'logout_email_service', value }]);
      expect(res.json(), JSON.stringify(value)).toEqual({
        valid: false,
        message: 'Logout Email service must be on or off.',
      });
    }
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/get-notification-settings' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/email-settings', payload: [] })).statusCode,
    ).toBe(401);
  });
});

describe('automatic reminders', () => {
  it('reminds incomplete and away members once per reset time, in their language; off stops it', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 100 * HOUR);
    const ana = await insertMember(t.db, { nickName: 'Ana', language: 'pt_br', createdAt: old });
    const ben = await insertMember(t.db, { nickName: 'Ben', language: 'en', createdAt: old });
    await insertMember(t.db, { nickName: 'New', createdAt: new Date(now.getTime() - HOUR) });
    const away = await insertMember(t.db, {
      isRegistrationComplete: true,
      createdAt: old,
      lastActiveAt: new Date(now.getTime() - 72 * HOUR),
    });
    await insertMember(t.db, {
      isRegistrationComplete: true,
      createdAt: old,
      lastActiveAt: new Date(now.getTime() - HOUR),
    });
    const deps = {
      db: t.db,
      log,
      push: outboxPush(t.db),
      mail: outboxMail(t.db, log),
      publicUrl: 'http://localhost:8080/',
    };

    const first = await runReminders({ db: t.db, jobs }, now);
    // two languages: one push and one incomplete e-mail each, and one logout e-mail
    expect(first.pushes).toHaveLength(2);
    expect(first.emails).toHaveLength(3);
    expect(takeQueued().sort()).toEqual(
      [...first.pushes.map((id) => `push:${id}`), ...first.emails.map((id) => `email:${id}`)].sort(),
    );
    for (const id of first.pushes) await runPushFanout(t.db, deps.push, id);
    for (const id of first.emails) await runEmailSend(t.db, deps.mail, id);
    const pushes = await t.db
      .select()
      .from(schema.pushNotifications)
      .where(eq(schema.pushNotifications.kind, 'incomplete_reminder'));
    const pt = pushes.find((p) => p.language === 'pt_br');
    expect(pt).toMatchObject({
      notificationTitle: 'Suas estrelas estão esperando',
      notificationKey: 'been_matched',
      status: 'done',
      successfullyReachCount: 1,
    });
    const outbox = await t.db
      .select()
      .from(schema.pushOutbox)
      .where(eq(schema.pushOutbox.notificationId, pt?.id ?? ''));
    expect(outbox.map((o) => o.memberId)).toEqual([ana]);
    const logout = await t.db
      .select()
      .from(schema.emailMessages)
      .where(eq(schema.emailMessages.kind, 'logout_reminder'));
    expect(logout[0]).toMatchObject({
      emailSubject: 'We miss you on Orrery',
      totalUserCount: 1,
      successfullyReachCount: 1,
    });
    const [logoutRecipient] = await t.db
      .select()
      .from(schema.emailRecipients)
      .where(eq(schema.emailRecipients.emailId, logout[0]?.id ?? ''));
    expect(logoutRecipient?.memberId).toBe(away);
    const enMail = await t.db
      .select()
      .from(schema.emailMessages)
      .where(eq(schema.emailMessages.emailSubject, 'Complete your Orrery profile'));
    expect(enMail[0]?.totalUserCount).toBe(1);
    const [benRecipient] = await t.db
      .select()
      .from(schema.emailRecipients)
      .where(eq(schema.emailRecipients.emailId, enMail[0]?.id ?? ''));
    expect(benRecipient?.memberId).toBe(ben);

    // within the reset time: nobody again
    const again = await runReminders({ db: t.db, jobs }, new Date(now.getTime() + 5 * HOUR));
    expect(again).toEqual({ pushes: [], emails: [] });
    // after the e-mail's reset (6 h) but not the push's (12 h)
    const later = await runReminders({ db: t.db, jobs }, new Date(now.getTime() + 7 * HOUR));
    expect(later.pushes).toHaveLength(0);
    expect(later.emails).toHaveLength(2);

    // switched off: the next run sends nothing
    await call('PUT', '/api/user/email-settings', [
      { key: 'incomplete_email_service', value: false },
      { key: 'logout_email_service', value: false },
    ]);
    await call('PUT', '/api/user/notification-settings', [
      { key: 'incomplete_notification_service', value: false },
    ]);
    expect(await runReminders({ db: t.db, jobs }, new Date(now.getTime() + 100 * HOUR))).toEqual({
      pushes: [],
      emails: [],
    });
    const count = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.emailMessages);
    expect(count[0]?.n).toBe(5);
  });
});
