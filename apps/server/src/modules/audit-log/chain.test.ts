import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminRuleMessages, auditChainMessages as m, type AuditChainAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // twelve locations added at once: their transactions commit side by side on PostgreSQL
  const added = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/location/location-map',
        headers: t.auth(t.superadmin.token),
        payload: { key: `chain-${i}`, tag: ['t'] },
      }),
    ),
  );
  expect(added.map((r) => r.statusCode)).toEqual(added.map(() => 200));
});
afterAll(() => t.close());

const check = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/audit-log/chain',
    headers: t.auth(t.superadmin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditChainAnswer>();
};
const rows = () => t.db.select().from(schema.auditLog).orderBy(schema.auditLog.seq);
/** What the database answered to a query it refused (drizzle wraps the driver's error). */
const refusal = async (query: Promise<unknown>) => {
  const error = await query.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  return `${error?.message ?? ''} ${error?.cause?.message ?? ''}`;
};
const withGuardOff = async (change: () => Promise<unknown>) => {
  await t.db.execute(sql`alter table audit_log disable trigger audit_log_guard`);
  try {
    await change();
  } finally {
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_guard`);
  }
};

describe('the audit log as a hash chain', () => {
  it('seals every row at commit, one place after another, and the check says it holds', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.map((r) => r.seq)).toEqual(all.map((_, i) => i + 1));
    expect(all.every((r) => /^[0-9a-f]{64}$/.test(r.hash ?? ''))).toBe(true);
    expect(await check()).toMatchObject({
      holds: true,
      changes: all.length,
      brokenAt: null,
      message: m.holds(all.length),
    });
  });

  it('refuses to change, delete or empty the log', async () => {
    const [first] = await rows();
    const refused = 'audit log rows cannot be changed or deleted';
    expect(
      await refusal(
        t.db.update(schema.auditLog).set({ actorName: 'x' }).where(eq(schema.auditLog.id, first!.id)),
      ),
    ).toContain(refused);
    expect(await refusal(t.db.delete(schema.auditLog).where(eq(schema.auditLog.id, first!.id)))).toContain(
      refused,
    );
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toContain(refused);
    expect((await check()).holds).toBe(true);
  });

  it('finds a row altered behind its back, and holds again once it is put back', async () => {
    const all = await rows();
    const victim = all[4]!;
    await withGuardOff(() =>
      t.db.update(schema.auditLog).set({ actorName: 'Mallory' }).where(eq(schema.auditLog.id, victim.id)),
    );
    expect(await check()).toMatchObject({
      holds: false,
      brokenAt: { seq: victim.seq, _id: String(victim.id), at: victim.createdAt.toISOString() },
      message: m.altered(victim.seq!),
    });
    await withGuardOff(() =>
      t.db
        .update(schema.auditLog)
        .set({ actorName: victim.actorName })
        .where(eq(schema.auditLog.id, victim.id)),
    );
    expect((await check()).holds).toBe(true);
  });

  it('finds a cut tail, and the gap it leaves once the log goes on', async () => {
    const all = await rows();
    const last = all.at(-1)!;
    await withGuardOff(() => t.db.delete(schema.auditLog).where(eq(schema.auditLog.id, last.id)));
    expect(await check()).toMatchObject({ holds: false, message: m.cut(1) });
    await writeAudit(t.db, null, { action: 'test.after-cut', entity: 'test', entityId: 'x' });
    const next = last.seq! + 1;
    expect(await check()).toMatchObject({ holds: false, brokenAt: { seq: next }, message: m.altered(next) });
  });

  it('needs a token and a superadmin', async () => {
    const get = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/audit-log/chain', headers: token ? t.auth(token) : {} });
    expect((await get()).statusCode).toBe(401);
    const admin = await t.addAdmin('admin');
    const refused = await get(admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(adminRuleMessages.superadminOnly);
  });
});
