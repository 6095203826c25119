import { beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { appSettingMessages as m, type AppSettingsAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { type TestAdmin, useTestApp } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { purgeExpiredMembers } from '../deleted-members';
import { readAppSettings } from './index';

const t = useTestApp();
let admin: TestAdmin;
beforeAll(async () => {
  admin = await t.addAdmin('admin');
});

const call = (method: 'GET' | 'PUT', payload?: object, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method,
    url: '/api/setting/app-settings',
    ...(payload ? { payload } : {}),
    headers: token ? t.auth(token) : {},
  });
const load = async () => (await call('GET')).json<AppSettingsAnswer>();
const valueOf = (answer: AppSettingsAnswer, key: string) => answer.items.find((i) => i.key === key)?.value;
const writes = async () => ({
  settings: (await t.db.select({ n: count() }).from(schema.appSettings))[0]?.n,
  audit: (
    await t.db
      .select({ n: count() })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'appSettings.update'))
  )[0]?.n,
});

describe('GET /api/setting/app-settings', () => {
  it('answers the seven keys with their defaults (minutes, days), version 0', async () => {
    const answer = await load();
    expect(answer.items.map((i) => i.key)).toEqual([
      'members__repeat_interval',
      'members__like_reset_min',
      'members__superSpark_reset_min',
      'deleted_users_archived_min',
      'permission_limits',
      'otp_service',
      'dormant_time_limit',
    ]);
    expect(valueOf(answer, 'deleted_users_archived_min')).toBe(60 * 1440);
    expect(valueOf(answer, 'permission_limits')).toEqual({ basic_swipe_like: 50, basic_swipe_superstar: 1 });
    expect(valueOf(answer, 'dormant_time_limit')).toBe(30);
    expect(answer.version).toBe(0);
  });

  it('needs a token', async () => {
    expect((await call('GET', undefined, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/setting/app-settings', () => {
  it('saves "App settings updated successfully" with one audit row; an admin may save too', async () => {
    const before = await writes();
    const res = await call(
      'PUT',
      {
        items: [
          { key: 'deleted_users_archived_min', value: 7 * 1440 },
          { key: 'permission_limits', value: { basic_swipe_like: 20, basic_swipe_superstar: 3 } },
          { key: 'otp_service', value: false },
        ],
        version: 0,
      },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json<AppSettingsAnswer>();
    expect(answer.message).toBe('App settings updated successfully');
    expect(valueOf(answer, 'deleted_users_archived_min')).toBe(10080);
    expect(valueOf(await load(), 'permission_limits')).toEqual({
      basic_swipe_like: 20,
      basic_swipe_superstar: 3,
    });
    expect(valueOf(await load(), 'members__like_reset_min')).toBe(720);
    expect((await writes()).audit).toBe((before.audit ?? 0) + 1);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'appSettings.update'))
      .orderBy(desc(schema.auditLog.id));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { otp_service: true },
      after: { otp_service: false },
    });
    const read = await readAppSettings(t.db);
    expect(read.deleted_users_archived_min).toBe(10080);
    expect(read.otp_service).toBe(false);
    expect(read.incomplete_email_sent_reset_time).toBe(24);
  });

  it.each([
    ['0 minutes', { key: 'members__like_reset_min', value: 0 }, m.moreThanZero],
    ['a negative repeat interval', { key: 'members__repeat_interval', value: -5 }, m.moreThanZero],
    [
      'a zero like limit',
      { key: 'permission_limits', value: { basic_swipe_like: 0, basic_swipe_superstar: 1 } },
      m.moreThanZero,
    ],
    ['half a day', { key: 'dormant_time_limit', value: 1.5 }, m.wholeNumber('dormant_time_limit')],
    ['a number for otp_service', { key: 'otp_service', value: 1 }, m.notBoolean('otp_service')],
    [
      'a switch for a count',
      { key: 'members__superSpark_reset_min', value: true },
      m.wholeNumber('members__superSpark_reset_min'),
    ],
  ])('refuses %s with a 400 and writes nothing', async (_label, item, message) => {
    const { version } = await load();
    const before = await writes();
    const res = await call('PUT', { items: [item], version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await writes()).toEqual(before);
  });

  it('refuses a key listed twice, an unknown key and no items', async () => {
    const { version } = await load();
    const twice = await call('PUT', {
      items: [
        { key: 'dormant_time_limit', value: 3 },
        { key: 'dormant_time_limit', value: 4 },
      ],
      version,
    });
    expect(twice.json().message).toBe(m.duplicateKey('dormant_time_limit'));
    expect((await call('PUT', { items: [{ key: 'ai_model', value: 1 }], version })).statusCode).toBe(400);
    expect((await call('PUT', { items: [], version })).statusCode).toBe(400);
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const before = await writes();
    const res = await call('PUT', { items: [{ key: 'dormant_time_limit', value: 9 }], version: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: m.stale });
    expect(await writes()).toEqual(before);
  });

  it('needs a token', async () => {
    expect(
      (await call('PUT', { items: [{ key: 'otp_service', value: true }], version: 0 }, null)).statusCode,
    ).toBe(401);
  });

  it("leaves the other modules' keys alone", async () => {
    await t.db.insert(schema.appSettings).values({ key: 'ai_model', value: 'gpt-4.1' });
    const { version } = await load();
    expect((await call('PUT', { items: [{ key: 'otp_service', value: true }], version })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(schema.appSettings).where(eq(schema.appSettings.key, 'ai_model'));
    expect(row?.value).toBe('gpt-4.1');
  });
});

describe('the deletion wait is the retention period of deleted members', () => {
  it('entered as days × 1440 minutes, the purge removes members deleted before it', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const threeDays = await insertMember(t.db, { isDeleted: true, deletedAt: daysAgo(3) });
    const tenDays = await insertMember(t.db, { isDeleted: true, deletedAt: daysAgo(10) });
    const exists = async (id: string) =>
      (await t.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.id, id)))
        .length;
    const setDays = async (days: number) => {
      const { version } = await load();
      const res = await call('PUT', {
        items: [{ key: 'deleted_users_archived_min', value: days * 1440 }],
        version,
      });
      expect(res.statusCode).toBe(200);
    };

    await setDays(30);
    expect((await purgeExpiredMembers(t.db, t.app.deps.storage, now)).members).toBe(0);
    await setDays(7);
    const report = await purgeExpiredMembers(t.db, t.app.deps.storage, now);
    expect(report).toMatchObject({ retentionDays: 7, members: 1 });
    expect(await exists(tenDays)).toBe(0);
    expect(await exists(threeDays)).toBe(1);
    await setDays(2);
    expect((await purgeExpiredMembers(t.db, t.app.deps.storage, now)).members).toBe(1);
    expect(await exists(threeDays)).toBe(0);
  });
});
