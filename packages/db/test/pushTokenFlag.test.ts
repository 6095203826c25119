import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDb, runMigrations, type DbHandle } from '../src/client';
import { invalidPushTokens, memberDevices, members } from '../src/schema/index';

describe('members.has_push_token on PGlite', () => {
  let handle: DbHandle;
  let ada = '';
  let bea = '';
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
    const rows = await handle.db
      .insert(members)
      .values([
        { nickName: 'Ada', identifier: 'ada@example.com' },
        { nickName: 'Bea', identifier: 'bea@example.com' },
      ])
      .returning({ id: members.id });
    [ada, bea] = rows.map((r) => r.id) as [string, string];
  });
  afterAll(() => handle.close());

  const flags = async () =>
    Object.fromEntries(
      (await handle.db.select({ id: members.id, has: members.hasPushToken }).from(members)).map((r) => [
        r.id === ada ? 'ada' : 'bea',
        r.has,
      ]),
    );
  const device = (memberId: string, pushToken: string | null) => ({
    memberId,
    platform: 'android',
    pushToken,
  });

  it('follows the devices a statement adds, changes and removes, and the tokens FCM reports invalid', async () => {
    expect(await flags()).toEqual({ ada: false, bea: false });
    // one statement for both: a token for Ada, a device without one for Bea
    await handle.db.insert(memberDevices).values([device(ada, 'tok-ada'), device(bea, null)]);
    expect(await flags()).toEqual({ ada: true, bea: false });
    await handle.db
      .update(memberDevices)
      .set({ pushToken: 'tok-bea' })
      .where(eq(memberDevices.memberId, bea));
    expect(await flags()).toEqual({ ada: true, bea: true });
    await handle.db.insert(invalidPushTokens).values({ token: 'tok-ada', reason: 'unregistered' });
    expect(await flags()).toEqual({ ada: false, bea: true });
    // a second device with a good token makes Ada reachable again
    await handle.db.insert(memberDevices).values(device(ada, 'tok-ada-2'));
    expect(await flags()).toEqual({ ada: true, bea: true });
    await handle.db.delete(memberDevices).where(eq(memberDevices.pushToken, 'tok-ada-2'));
    expect(await flags()).toEqual({ ada: false, bea: true });
    await handle.db.delete(invalidPushTokens).where(eq(invalidPushTokens.token, 'tok-ada'));
    expect(await flags()).toEqual({ ada: true, bea: true });
    await handle.db.execute(sql`truncate member_devices`);
    expect(await flags()).toEqual({ ada: false, bea: false });
  });
});
