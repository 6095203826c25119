import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { isReservedMailDomain, mailDomainOf } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { seedDemoCelebritiesOnce } from './demoSeed';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo celebrities', () => {
  it('200 once, across the three types and the Rodden ratings, charts computed, some unpublished', async () => {
    const log = pino({ level: 'silent' });
    const put = (key: string, body: Buffer, type: string) => t.app.deps.storage.put(key, body, type);
    await seedDemoCelebritiesOnce(t.db, put, 200, log);
    await seedDemoCelebritiesOnce(t.db, put, 200, log);
    const c = schema.celebrities;
    const by = async (column: typeof c.celebrityType | typeof c.rodden | typeof c.status) =>
      Object.fromEntries(
        (await t.db.select({ k: column, n: count() }).from(c).groupBy(column)).map((r) => [r.k, r.n]),
      );
    const types = await by(c.celebrityType);
    expect(types).toEqual({ hollywood: 67, bollywood: 67, brazilian: 66 });
    expect(Object.keys(await by(c.rodden)).sort()).toEqual(['A', 'AA', 'B', 'C', 'DD', 'X', 'XX']);
    const statuses = await by(c.status);
    expect(statuses.publish).toBeGreaterThan(100);
    expect(statuses.unPublish).toBeGreaterThan(20);
    const [withoutChart] = await t.db.select({ n: count() }).from(c).where(isNull(c.chart));
    expect(withoutChart?.n).toBeGreaterThan(0);
    expect(withoutChart?.n).toBeLessThan(40);
    // every published one has what publishing asks for: chart, image, both introductions
    const [incomplete] = await t.db
      .select({ n: count() })
      .from(c)
      .where(
        sql`${c.status} = 'publish' and (${c.chart} is null or ${c.imageUrl} is null or jsonb_array_length(${c.introductions}) < 2)`,
      );
    expect(incomplete?.n).toBe(0);
    const [one] = await t.db.select().from(c).where(eq(c.status, 'publish')).limit(1);
    expect(one?.imageUrl).toMatch(/^\/files\/celebrities\/pool\//);
    expect(await t.app.deps.storage.has(one?.imageUrl ?? '')).toBe(true);
    expect(one?.roles).toEqual(['demo']);
    // demo data: marked as generated, at an address no mail can reach
    const rows = await t.db.select({ identifier: c.identifier, seeded: c.seeded }).from(c);
    expect(rows.filter((r) => !r.seeded || !isReservedMailDomain(mailDomainOf(r.identifier)))).toEqual([]);
  });
});
