import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { schema } from '@orrery/db';
import { DEFAULT_SEED, generatedMemberId } from '@orrery/db/seed';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { reserveDemoMembersOnce } from './demoAddresses';

const log = pino({ level: 'silent' });
const OLD_TOKEN = (n: number) => `${'T'.repeat(60)}${String(n).padStart(4, '0')}`;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memberRow = async (id: string) =>
  (await t.db.select().from(schema.members).where(eq(schema.members.id, id)))[0];

describe('demo members of an older version (public mail domains, not marked)', () => {
  it('marks only the provably generated ones: reserved address, demo tokens, seeded; once', async () => {
    // what an older start-up left: 3 generated members (ids of the seed's streams) and its marker
    const generated = [0, 1, 2].map((i) => generatedMemberId(DEFAULT_SEED, i));
    const old = ['ana.souza0@gmail.com', 'rahul.mehta1@uol.com.br', 'someone.else@realcorp.com'];
    for (const [i, id] of generated.entries())
      await insertMember(t.db, { id, identifier: old[i], nickName: `Demo ${i}` });
    await t.db.insert(schema.appSettings).values({ key: 'demo_members_seeded', value: { members: 3 } });
    // a person who joined since, with an address of the same shape and a token of the same form
    const real = await insertMember(t.db, { identifier: 'maria.lima7@gmail.com' });
    await t.db.insert(schema.memberDevices).values([
      { memberId: generated[0]!, platform: 'android', pushToken: OLD_TOKEN(0) },
      { memberId: generated[1]!, platform: 'ios', pushToken: OLD_TOKEN(1) },
      { memberId: real, platform: 'android', pushToken: OLD_TOKEN(9) },
    ]);
    await t.db.insert(schema.feedback).values([
      { memberId: generated[0]!, email: old[0]!, subject: 'Bug' },
      { memberId: real, email: 'maria.lima7@gmail.com', subject: 'Bug' },
    ]);

    await reserveDemoMembersOnce(t.db, log);

    expect(await memberRow(generated[0]!)).toMatchObject({
      identifier: 'ana.souza0@example.com',
      seeded: true,
    });
    expect(await memberRow(generated[1]!)).toMatchObject({
      identifier: 'rahul.mehta1@example.com',
      seeded: true,
    });
    // an address staff changed (not of the generator's shape) stays, but the member is demo data
    expect(await memberRow(generated[2]!)).toMatchObject({ identifier: old[2], seeded: true });
    expect(await memberRow(real)).toMatchObject({ identifier: 'maria.lima7@gmail.com', seeded: false });
    const tokens = await t.db
      .select({ memberId: schema.memberDevices.memberId, token: schema.memberDevices.pushToken })
      .from(schema.memberDevices)
      .where(inArray(schema.memberDevices.memberId, [...generated, real]));
    expect(Object.fromEntries(tokens.map((r) => [r.memberId, r.token]))).toEqual({
      [generated[0]!]: `demo-${OLD_TOKEN(0)}`,
      [generated[1]!]: `demo-${OLD_TOKEN(1)}`,
      [real]: OLD_TOKEN(9),
    });
    const mails = await t.db.select({ email: schema.feedback.email }).from(schema.feedback);
    expect(mails.map((m) => m.email).sort()).toEqual(['ana.souza0@example.com', 'maria.lima7@gmail.com']);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.demo-reserved'));
    expect(audit?.after).toEqual({ members: 3, addresses: 2, tokens: 2 });

    // once per database: a generated member unmarked again later is left alone
    await t.db.update(schema.members).set({ seeded: false }).where(eq(schema.members.id, generated[0]!));
    await reserveDemoMembersOnce(t.db, log);
    expect((await memberRow(generated[0]!))?.seeded).toBe(false);
  });
});
