import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { emailMessages, pushMessages, scheduleMessages as m } from '@orrery/contract';
import { createTestApp, sendDepsOf, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { pushRow as pushRowIn, pushWhen } from '../../../test/sends';
import { declareDueSendsWork } from '../../jobs/messaging';
import { dispatchSend, runSend, type SendDeps } from './queue';
import { dueSends } from './schedule';

const { pushNotifications, pushRecipients, pushOutbox, emailMessages: emails, emailRecipients } = schema;

let t: TestContext;
let deps: SendDeps;
/** Members in Tokyo (UTC+9), São Paulo (UTC−3) and one with no place (the company's zone, Paris, UTC+1). */
const people: Record<'tokyo' | 'saoPaulo' | 'nowhere', string> = { tokyo: '', saoPaulo: '', nowhere: '' };
const texts = {
  notificationKey: 'astro_insights',
  notificationTitle: 'The Moon is full',
  notificationBody: 'Time to say hello.',
};

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: 'Europe/Paris' });
  deps = sendDepsOf(t);
  people.tokyo = await insertMember(t.db, { lat: 35.68, lng: 139.69, identifier: 'tokyo@example.com' });
  people.saoPaulo = await insertMember(t.db, { lat: -23.55, lng: -46.63, identifier: 'sp@example.com' });
  people.nowhere = await insertMember(t.db, { lat: null, lng: null, identifier: 'nowhere@example.com' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.superadmin.token) =>
  t.app.inject({ method, url, payload, headers: t.auth(token) });

/** A wall time `days` from now at 09:00, as the composer sends it. */
const nineOClock = (days: number) =>
  DateTime.now().setZone('Europe/Paris').plus({ days }).toFormat("yyyy-MM-dd'T'09:00");

const pushRow = (id: string) => pushRowIn(t.db, id);
const historyRow = async (id: string) =>
  ((await call('GET', '/api/user/notification-list/0/100/')).json().item as Record<string, unknown>[]).find(
    (row) => row._id === id,
  );
const outboxOf = async (id: string) =>
  (await t.db.select().from(pushOutbox).where(eq(pushOutbox.notificationId, id)))
    .map((r) => r.memberId)
    .sort();
const recipientsOf = async (id: string) =>
  Object.fromEntries(
    (await t.db.select().from(pushRecipients).where(eq(pushRecipients.notificationId, id))).map((r) => [
      r.memberId,
      r.status,
    ]),
  );

async function schedule(payload: object) {
  const res = await call('POST', '/api/user/send-notification', { ...texts, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; data: { _id: string; status: string; totalUserCount: number } };
}

/** Time passes: the send's (next) run is due now. */
const comeDue = (id: string) =>
  t.db.execute(sql`update push_notifications set next_run_at = now() - interval '1 second' where id = ${id}`);

/** The scheduler's minute: every due send handed to its job (the test app's queue runs it at once). */
async function release() {
  for (const { kind, id } of await dueSends(t.db)) await dispatchSend(t.jobs, kind, id);
}

/** Waits for the send's status (the in-process job runs on its own; no bound on the machine's speed but 2 minutes). */
const statusOf = (id: string, status: string, processed = 0) => pushWhen(t.db, id, { status, processed });

describe('scheduled sends', () => {
  it("tells the composers the company's time zone (signed in only)", async () => {
    const res = await call('GET', '/api/user/send-options');
    expect(res.json()).toEqual({ valid: true, timeZone: 'Europe/Paris', aheadDays: 365 });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/send-options' })).statusCode).toBe(401);
  });

  it('refuses a missing, malformed, past or unknown schedule, naming Send At, and stores nothing', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(pushNotifications);
    const past = DateTime.now().setZone('Europe/Paris').minus({ minutes: 5 }).toFormat("yyyy-MM-dd'T'HH:mm");
    const cases: [object, string][] = [
      [{ sendMode: 'at' }, m.sendAtRequired],
      [{ sendMode: 'at', sendAt: '24/12/2026 09:00' }, m.sendAtInvalid],
      [{ sendMode: 'at', sendAt: past }, m.sendAtPast],
      [{ sendMode: 'local', sendAt: past }, m.localPassed],
      [{ sendMode: 'at', sendAt: nineOClock(400) }, m.tooFar],
      [{ sendMode: 'soon', sendAt: nineOClock(2) }, m.modeInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/user/send-notification', { ...texts, allUser: true, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(pushNotifications);
    expect(after?.n).toBe(before?.n);
  });

  it('keeps a push for its date and time in the company zone, lists it, and sends it once when it comes', async () => {
    const sendAt = nineOClock(3);
    const answer = await schedule({ userIds: [people.tokyo, people.nowhere], sendMode: 'at', sendAt });
    const id = answer.data._id;
    const when = DateTime.fromISO(sendAt, { zone: 'Europe/Paris' });
    expect(answer.data.status).toBe('scheduled');
    expect(answer.message).toBe(
      pushMessages.scheduled(2, `${when.toFormat('d LLL yyyy')}, 09:00 (Europe/Paris)`),
    );
    expect(await historyRow(id)).toMatchObject({
      status: 'scheduled',
      sendMode: 'at',
      sendAt,
      timeZone: 'Europe/Paris',
      nextRunAt: when.toUTC().toISO({ suppressMilliseconds: false }),
      cancelledAt: null,
      totalUserCount: 2,
    });
    // not yet due: the scheduler's minute leaves it alone
    await release();
    expect((await pushRow(id))?.status).toBe('scheduled');
    expect(await outboxOf(id)).toEqual([]);

    await comeDue(id);
    // handed over twice (two processes' minutes): one job, one run, one copy each
    await Promise.all([release(), release()]);
    await statusOf(id, 'done');
    expect(await outboxOf(id)).toEqual([people.tokyo, people.nowhere].sort());
    expect(await historyRow(id)).toMatchObject({
      status: 'done',
      successfullyReachCount: 2,
      nextRunAt: null,
    });
    // a run started again later finds it done
    await runSend(deps, 'push', id, 0, false);
    expect(await outboxOf(id)).toHaveLength(2);
  });

  it('is cancelled until it starts: then never sent; afterwards cancelling is refused', async () => {
    const { data } = await schedule({ userIds: [people.saoPaulo], sendMode: 'at', sendAt: nineOClock(2) });
    expect((await call('PUT', `/api/user/notification-cancel/${data._id}`)).json()).toEqual({
      valid: true,
      message: m.cancelled,
    });
    expect(await historyRow(data._id)).toMatchObject({ status: 'cancelled', nextRunAt: null });
    expect((await historyRow(data._id))?.cancelledAt).toEqual(expect.any(String));
    const again = await call('PUT', `/api/user/notification-cancel/${data._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.notCancellable);
    // its time comes: nothing goes, even to a run started by hand
    await comeDue(data._id);
    expect((await dueSends(t.db)).map((d) => d.id)).not.toContain(data._id);
    await runSend(deps, 'push', data._id, 0, false);
    expect((await pushRow(data._id))?.status).toBe('cancelled');
    expect(await outboxOf(data._id)).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, data._id), eq(schema.auditLog.action, 'cancel')));
    expect(audit?.actorId).toBe(t.superadmin.id);
  });

  it('refuses to cancel a send that went, one that does not exist, a bad id, and without a token', async () => {
    const now = await call('POST', '/api/user/send-notification', { ...texts, userIds: [people.tokyo] });
    const id = now.json().data._id as string;
    await statusOf(id, 'done');
    const started = await call('PUT', `/api/user/notification-cancel/${id}`);
    expect([started.statusCode, started.json().message]).toEqual([409, m.notCancellable]);
    const missing = await call('PUT', '/api/user/email-cancel/3f2b8c1e-6a0d-4e8f-9b7a-1c2d3e4f5a6b');
    expect([missing.statusCode, missing.json().message]).toEqual([404, m.notFound]);
    const bad = await call('PUT', '/api/user/notification-cancel/not-an-id');
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.notFound]);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/user/notification-cancel/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sends at 09:00 in each member's own zone, the company's for a member without a place, zone by zone", async () => {
    const sendAt = nineOClock(2);
    const { data } = await schedule({
      userIds: Object.values(people),
      sendMode: 'local',
      sendAt,
    });
    const id = data._id;
    // it starts when UTC+14 reaches 09:00
    expect((await pushRow(id))?.nextRunAt).toEqual(DateTime.fromISO(sendAt, { zone: 'UTC+14' }).toJSDate());
    await comeDue(id);
    await release();
    // nobody's hour has come yet: each recipient has their own, and the send waits for the first
    const waiting = await statusOf(id, 'waiting');
    const due = Object.fromEntries(
      (await t.db.select().from(pushRecipients).where(eq(pushRecipients.notificationId, id))).map((r) => [
        r.memberId,
        r.dueAt,
      ]),
    );
    const at = (zone: string) => DateTime.fromISO(sendAt, { zone }).toJSDate();
    expect(due).toEqual({
      [people.tokyo]: at('Asia/Tokyo'),
      [people.saoPaulo]: at('America/Sao_Paulo'),
      [people.nowhere]: at('Europe/Paris'),
    });
    expect(waiting.nextRunAt).toEqual(at('Asia/Tokyo'));
    expect(await outboxOf(id)).toEqual([]);

    // Tokyo's 09:00 comes (every hour moved as much closer): Tokyo gets it, the others wait
    await t.db.execute(sql`
      update push_recipients set due_at = due_at - (${at('Asia/Tokyo').toISOString()}::timestamptz - now()) - interval '1 second'
      where notification_id = ${id}`);
    await comeDue(id);
    await release();
    const afterTokyo = await statusOf(id, 'waiting', 1);
    expect(await outboxOf(id)).toEqual([people.tokyo]);
    expect(afterTokyo.nextRunAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await historyRow(id)).toMatchObject({ status: 'waiting', successfullyReachCount: 1 });

    // cancelled between zones: those whose hour has not come get nothing
    expect((await call('PUT', `/api/user/notification-cancel/${id}`)).statusCode).toBe(200);
    expect(await recipientsOf(id)).toEqual({
      [people.tokyo]: 'sent',
      [people.saoPaulo]: 'cancelled',
      [people.nowhere]: 'cancelled',
    });
    expect(await historyRow(id)).toMatchObject({ status: 'cancelled', successfullyReachCount: 1 });
  });

  it('finishes a local-time send once every zone has had it', async () => {
    const { data } = await schedule({
      userIds: [people.tokyo, people.saoPaulo],
      sendMode: 'local',
      sendAt: nineOClock(2),
    });
    await comeDue(data._id);
    await release();
    await statusOf(data._id, 'waiting');
    await t.db.execute(
      sql`update push_recipients set due_at = now() - interval '1 second' where notification_id = ${data._id}`,
    );
    await comeDue(data._id);
    await release();
    await statusOf(data._id, 'done');
    expect(await outboxOf(data._id)).toEqual([people.tokyo, people.saoPaulo].sort());
  });

  it('starts sends that came due while no process ran, when the jobs are declared', async () => {
    const { data } = await schedule({ userIds: [people.nowhere], sendMode: 'at', sendAt: nineOClock(1) });
    await comeDue(data._id);
    await declareDueSendsWork(t.jobs, deps);
    await statusOf(data._id, 'done');
    expect(await outboxOf(data._id)).toEqual([people.nowhere]);
  });
});

describe('scheduled e-mails', () => {
  it('schedules an e-mail at each member’s local time, with their hour stored, and cancels it', async () => {
    const sendAt = nineOClock(2);
    const res = await call('POST', '/api/user/send-email', {
      userIds: [people.tokyo, people.nowhere].join('\n'),
      emailSubject: 'Your week',
      emailBody: 'Venus smiles.',
      sendMode: 'local',
      sendAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const when = DateTime.fromISO(sendAt, { zone: 'UTC' }).toFormat('d LLL yyyy');
    expect(res.json().message).toBe(emailMessages.scheduled(2, `${when}, 09:00 in each member’s own zone`));
    const id = res.json().data._id as string;
    const due = Object.fromEntries(
      (await t.db.select().from(emailRecipients).where(eq(emailRecipients.emailId, id))).map((r) => [
        r.memberId,
        r.dueAt,
      ]),
    );
    expect(due).toEqual({
      [people.tokyo]: DateTime.fromISO(sendAt, { zone: 'Asia/Tokyo' }).toJSDate(),
      [people.nowhere]: DateTime.fromISO(sendAt, { zone: 'Europe/Paris' }).toJSDate(),
    });
    const list = (await call('GET', '/api/user/email-list/0/50/')).json().item as Record<string, unknown>[];
    expect(list.find((row) => row._id === id)).toMatchObject({
      status: 'scheduled',
      sendMode: 'local',
      sendAt,
    });
    expect((await call('PUT', `/api/user/email-cancel/${id}`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(emails).where(eq(emails.id, id));
    expect(row?.status).toBe('cancelled');
    const statuses = await t.db
      .select({ s: emailRecipients.status })
      .from(emailRecipients)
      .where(eq(emailRecipients.emailId, id));
    expect(statuses.map((s) => s.s)).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses a past Send At for an e-mail and stores nothing', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emails);
    const res = await call('POST', '/api/user/send-email', {
      userIds: people.tokyo,
      emailSubject: 'Late',
      emailBody: 'Too late.',
      sendMode: 'at',
      sendAt: '2020-01-01T09:00',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, m.sendAtPast]);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emails);
    expect(after?.n).toBe(before?.n);
  });
});
