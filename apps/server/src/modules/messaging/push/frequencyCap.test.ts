import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { reminderMessages } from '@orrery/contract';
import { useTestApp } from '../../../../test/helpers';
import { insertMember } from '../../../../test/members';
import { pushWhen } from '../../../../test/sends';
import { storedAudience } from '../audience';
import { audienceLeftOut } from './frequencyCap';

const t = useTestApp();
let ids: string[] = [];
const texts = {
  notificationKey: 'astro_insights',
  notificationTitle: 'Venus is in your sign',
  notificationBody: 'A good week to say hello.',
};

beforeAll(async () => {
  ids = [];
  for (let i = 0; i < 3; i += 1) ids.push(await insertMember(t.db, { isRegistrationComplete: true }));
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.auth(t.superadmin.token) });

const setCap = (value: unknown) =>
  call('PUT', '/api/user/notification-settings', [{ key: 'notification_frequency_cap', value }]);

/** Sends through the API and waits for the job to finish it (no bound on the machine's speed but 2 minutes). */
async function sendTo(userIds: string[]) {
  const res = await call('POST', '/api/user/send-notification', { ...texts, userIds });
  expect(res.statusCode, res.body).toBe(200);
  return pushWhen(t.db, res.json().data._id as string);
}

const history = async (id: string) =>
  ((await call('GET', '/api/user/notification-list/0/50/')).json().item as Record<string, unknown>[]).find(
    (row) => row._id === id,
  );
const recipients = async (id: string) =>
  Object.fromEntries(
    (
      (await call('GET', `/api/user/notification-recipients/${id}/0/50/`)).json().item as {
        _id: string;
        status: string;
      }[]
    ).map((r) => [r._id, r.status]),
  );

describe('the push frequency cap', () => {
  it('is 0 (no cap) until saved, and is saved from Notification Settings', async () => {
    const before = (await call('GET', '/api/user/get-notification-settings')).json().settings;
    expect(before).toContainEqual({ key: 'notification_frequency_cap', value: 0 });
    expect((await setCap(2)).statusCode).toBe(200);
    const after = (await call('GET', '/api/user/get-notification-settings')).json().settings;
    expect(after).toContainEqual({ key: 'notification_frequency_cap', value: 2 });
  });

  it('refuses a cap that is not a whole number from 0 to 100, naming the field, and keeps the saved one', async () => {
    for (const value of [101, -1, 1.5, '3', null]) {
      const res = await setCap(value);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        reminderMessages.frequencyCap('Frequency cap (pushes per member in 24 hours)'),
      );
    }
    const after = (await call('GET', '/api/user/get-notification-settings')).json().settings;
    expect(after).toContainEqual({ key: 'notification_frequency_cap', value: 2 });
  });

  it('holds back the members already reached twice in 24 hours, counts them per send, and says so before sending', async () => {
    const [a, b, c] = ids as [string, string, string];
    await sendTo([a, b, c]);
    await sendTo([a, b]);
    // a and b are at the cap of 2; c had one
    const count = await call('POST', '/api/user/notification-audience-count', { userIds: [a, b, c] });
    expect(count.json()).toEqual({ valid: true, count: 3, heldBackByCap: 2, withoutPushToken: 0 });

    const third = await sendTo([a, b, c]);
    expect(third).toMatchObject({
      totalUserCount: 3,
      processedCount: 3,
      successfullyReachCount: 1,
      failedCount: 0,
      cappedCount: 2,
    });
    expect(await history(third.id)).toMatchObject({ cappedCount: 2, successfullyReachCount: 1 });
    expect(await recipients(third.id)).toEqual({ [a]: 'capped', [b]: 'capped', [c]: 'sent' });
    expect(
      await t.db.select().from(schema.pushOutbox).where(eq(schema.pushOutbox.notificationId, third.id)),
    ).toHaveLength(1);
  });

  it('counts only the last 24 hours: pushes reached earlier no longer hold a member back', async () => {
    const [a, b, c] = ids as [string, string, string];
    await t.db
      .update(schema.pushRecipients)
      .set({ modifiedAt: sql`now() - interval '25 hours'` })
      .where(eq(schema.pushRecipients.memberId, a));
    const count = await call('POST', '/api/user/notification-audience-count', { userIds: [a, b, c] });
    // b: 2 in the window; c: 2 now (the first and the third send); a: none in the window
    expect(count.json()).toMatchObject({ count: 3, heldBackByCap: 2 });
    const fourth = await sendTo([a]);
    expect(fourth).toMatchObject({ successfullyReachCount: 1, cappedCount: 0 });
  });

  it('lets everyone through once the cap is 0 again', async () => {
    expect((await setCap(0)).statusCode).toBe(200);
    const [a, b, c] = ids as [string, string, string];
    const count = await call('POST', '/api/user/notification-audience-count', { userIds: [a, b, c] });
    expect(count.json()).toMatchObject({ count: 3, heldBackByCap: 0 });
    const fifth = await sendTo([a, b, c]);
    expect(fifth).toMatchObject({ successfullyReachCount: 3, cappedCount: 0 });
  });

  it('counts the audience without a usable push token when the provider needs tokens', async () => {
    const [a, b, c] = ids as [string, string, string];
    await t.db.insert(schema.memberDevices).values([
      { memberId: a, platform: 'ios', pushToken: 'fake-token-a' },
      { memberId: b, platform: 'android', pushToken: 'fake-token-b' },
    ]);
    await t.db.insert(schema.invalidPushTokens).values({ token: 'fake-token-b', reason: 'test' });
    const full = storedAudience({ userIds: [a, b, c] });
    // b's only token was reported invalid, c has none
    expect(await audienceLeftOut(t.db, full, true)).toEqual({ heldBackByCap: 0, withoutPushToken: 2 });
    expect(await audienceLeftOut(t.db, full, false)).toEqual({ heldBackByCap: 0, withoutPushToken: 0 });
  });
});
