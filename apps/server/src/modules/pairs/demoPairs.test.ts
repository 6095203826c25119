import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import pino from 'pino';
import type { MultiPairListAnswer } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertSet } from '../../../test/pairs';
import { seedDemoPairsOnce } from './demoPairs';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo pairs', () => {
  it('fill the group longMarriage with 200 pairs once, whose results spread over the bands', async () => {
    const log = pino({ level: 'silent' });
    await seedDemoPairsOnce(t.db, 200, log);
    await seedDemoPairsOnce(t.db, 200, log);
    const groups = await t.db.select().from(schema.pairGroups);
    expect(groups.map((g) => [g.name, g.pairCount])).toEqual([['longMarriage', 200]]);
    expect((await t.db.select({ n: count() }).from(schema.pairs))[0]?.n).toBe(200);
    const set = await insertSet(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pair/multiPairList',
      payload: { protocolId: set.id, groupId: groups[0]?.id, pageNo: 1, pageLimit: 20 },
      headers: t.auth(t.superadmin.token),
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<MultiPairListAnswer>();
    expect(answer.TotalFilteredPair).toBe(200);
    expect(answer.items).toHaveLength(20);
    const bands = Object.values(answer.heartLogoCount);
    expect(bands.reduce((a, b) => a + b, 0)).toBe(200);
    expect(bands.filter((n) => n > 0).length).toBeGreaterThan(1);
  });
});
