import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { versionMessages as m, type DeviceVersionsAnswer, type VersionPolicyAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { type TestAdmin, useTestApp } from '../../../test/helpers';

const t = useTestApp();
let admin: TestAdmin;
beforeAll(async () => {
  admin = await t.addAdmin('admin');
});

const load = (who: TestAdmin = t.superadmin, token: string | null = who.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/setting/device/versions/${who.id}`,
    headers: token ? t.auth(token) : {},
  });
const save = (body: object, who: TestAdmin = t.superadmin, token: string | null = who.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/setting/device/save-versions/${who.id}`,
    payload: body,
    headers: token ? t.auth(token) : {},
  });
const policy = (query: string) => t.app.inject({ method: 'GET', url: `/api/app/version-policy?${query}` });
const audits = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'deviceVersions.update'))
  )[0]?.n;

describe('GET /api/setting/device/versions/{id}', () => {
  it('answers iOS and Android, 1.2.1 and not forced before the first save', async () => {
    const res = await load();
    expect(res.statusCode).toBe(200);
    expect(res.json<DeviceVersionsAnswer>()).toEqual({
      valid: true,
      items: [
        { key: 'mobile__ios', version: '1.2.1', forceUpdate: false },
        { key: 'mobile__android', version: '1.2.1', forceUpdate: false },
      ],
      savedAt: 0,
    });
  });

  it("is the caller's own id only (403), with a token (401)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/setting/device/versions/${admin.id}`,
      headers: t.auth(t.superadmin.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.notYours);
    expect((await load(admin, null)).statusCode).toBe(401);
    expect((await load(admin)).statusCode).toBe(200);
  });
});

describe('PUT /api/setting/device/save-versions/{id}', () => {
  it('saves "Versions updated successfully" with one audit row', async () => {
    const res = await save({
      items: [
        { key: 'mobile__ios', version: '2.4.0', forceUpdate: true },
        { key: 'mobile__android', version: '2.3.9', forceUpdate: false },
      ],
      savedAt: 0,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<DeviceVersionsAnswer>();
    expect(answer.message).toBe('Versions updated successfully');
    expect(answer.items[0]).toEqual({ key: 'mobile__ios', version: '2.4.0', forceUpdate: true });
    expect((await load()).json<DeviceVersionsAnswer>().savedAt).toBe(answer.savedAt);
    expect(await audits()).toBe(1);
  });

  it.each(['2.4', '2.4.0.1', 'v2.4.0', '02.4.0', '2.4.x', ''])(
    'refuses the version "%s" (400) and writes nothing',
    async (version) => {
      const { savedAt } = (await load()).json<DeviceVersionsAnswer>();
      const res = await save({ items: [{ key: 'mobile__ios', version, forceUpdate: false }], savedAt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: m.badVersion });
      expect(await audits()).toBe(1);
    },
  );

  it('refuses a platform twice, a stale save (409), another id (403), no token (401)', async () => {
    const { savedAt } = (await load()).json<DeviceVersionsAnswer>();
    const item = { key: 'mobile__ios', version: '2.5.0', forceUpdate: true };
    const twice = await save({ items: [item, item], savedAt });
    expect(twice.json().message).toBe(m.duplicatePlatform('mobile__ios'));
    const stale = await save({ items: [item], savedAt: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.stale);
    expect((await save({ items: [item], savedAt }, admin, t.superadmin.token)).statusCode).toBe(403);
    expect((await save({ items: [item], savedAt }, admin, null)).statusCode).toBe(401);
    expect(await audits()).toBe(1);
  });
});

describe('GET /api/app/version-policy (public)', () => {
  it('answers without a token whether the version must update', async () => {
    const old = await policy('platform=ios&version=2.3.12');
    expect(old.statusCode).toBe(200);
    expect(old.json<VersionPolicyAnswer>()).toEqual({
      valid: true,
      platform: 'ios',
      version: '2.3.12',
      latestVersion: '2.4.0',
      updateAvailable: true,
      mustUpdate: true,
    });
    expect((await policy('platform=ios&version=2.4.0')).json()).toMatchObject({
      mustUpdate: false,
      updateAvailable: false,
    });
    expect((await policy('platform=ios&version=10.0.0')).json()).toMatchObject({ mustUpdate: false });
    // Android is not forced: an update is offered, not required
    expect((await policy('platform=android&version=2.3.1')).json()).toMatchObject({
      latestVersion: '2.3.9',
      updateAvailable: true,
      mustUpdate: false,
    });
  });

  it('follows a change of the force flag', async () => {
    const { savedAt } = (await load()).json<DeviceVersionsAnswer>();
    await save({ items: [{ key: 'mobile__android', version: '2.3.9', forceUpdate: true }], savedAt });
    expect((await policy('platform=android&version=2.3.1')).json()).toMatchObject({ mustUpdate: true });
  });

  it('refuses a bad platform or version with a 400', async () => {
    const platform = await policy('platform=windows&version=1.0.0');
    expect(platform.statusCode).toBe(400);
    expect(platform.json()).toEqual({ valid: false, message: 'platform must be ios or android' });
    expect((await policy('platform=ios&version=1.0')).json().message).toBe(
      'version must be x.y.z (for example 1.2.1)',
    );
    expect((await policy('platform=ios')).statusCode).toBe(400);
  });
});
