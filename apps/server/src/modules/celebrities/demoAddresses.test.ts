import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { schema } from '@orrery/db';
import { addCelebrity } from '../../../test/celebrities';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { reserveDemoCelebritiesOnce } from './demoAddresses';
import { seedDemoCelebritiesOnce } from './demoSeed';

const log = pino({ level: 'silent' });
const c = schema.celebrities;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo celebrities of an older version (not marked, at celebrities.orrery.local)', () => {
  it('marks the ones the demo seed made, never one staff added later', async () => {
    await seedDemoCelebritiesOnce(t.db, (key, body, type) => t.app.deps.storage.put(key, body, type), 6, log);
    const staff = await addCelebrity(t);
    // as an older version left them: not marked, at celebrities.orrery.local
    await t.db.update(c).set({
      seeded: false,
      identifier: sql`replace(${c.identifier}, '.orrery.test', '.orrery.local')`,
    });
    const [staffBefore] = await t.db.select().from(c).where(eq(c.id, staff._id));
    expect(staffBefore?.identifier).toMatch(/@celebrities\.orrery\.local$/);

    await reserveDemoCelebritiesOnce(t.db, log);

    const rows = await t.db.select({ id: c.id, identifier: c.identifier, seeded: c.seeded }).from(c);
    const demo = rows.filter((r) => r.id !== staff._id);
    expect(demo).toHaveLength(6);
    for (const row of demo) {
      expect(row.seeded).toBe(true);
      expect(row.identifier).toMatch(/@celebrities\.orrery\.test$/);
    }
    expect(rows.find((r) => r.id === staff._id)).toMatchObject({
      identifier: staffBefore?.identifier,
      seeded: false,
    });
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'celebrity.demo-reserved'));
    expect(audit?.after).toEqual({ celebrities: 6 });
  });
});
