import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, runMigrations, type DbHandle } from '../src/client';
import { memberReviewTotals, members } from '../src/schema/index';

/** member_review_totals as the triggers keep them, next to a count of the listed members. */
async function totals(handle: DbHandle) {
  const counted = await handle.db.execute(sql`
    SELECT user_status || '|' || coalesce(gender, '') || '|' || coalesce(rating, '') AS k, count(*)::int AS n
      FROM members WHERE is_registration_complete AND NOT is_deleted GROUP BY 1 ORDER BY 1`);
  const kept = await handle.db.execute(sql`
    SELECT ${memberReviewTotals.userStatus} || '|' || ${memberReviewTotals.gender} || '|' || ${memberReviewTotals.rating} AS k,
           ${memberReviewTotals.n}::int AS n
      FROM ${memberReviewTotals} WHERE ${memberReviewTotals.n} <> 0 ORDER BY 1`);
  const rows = (r: unknown) => (r as { rows: { k: string; n: number }[] }).rows;
  return { counted: rows(counted), kept: rows(kept) };
}

describe('member_review_totals on PGlite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
  });
  afterAll(() => handle.close());

  it('counts listed members per status, gender and rating through inserts, updates, deletes and truncate', async () => {
    const complete = { isRegistrationComplete: true };
    await handle.db.insert(members).values([
      { nickName: 'Asha', identifier: 'asha@example.com', gender: 'f', ...complete },
      { nickName: 'Bruno', identifier: 'bruno@example.com', gender: 'm', rating: 'face', ...complete },
      { nickName: 'Caio', identifier: 'caio@example.com', gender: 'm', userStatus: 'approved', ...complete },
      { nickName: 'Dee', identifier: 'dee@example.com' },
    ]);
    let t = await totals(handle);
    expect(t.kept).toEqual(t.counted);
    expect(t.kept).toEqual([
      { k: 'approved|m|', n: 1 },
      { k: 'pending|f|', n: 1 },
      { k: 'pending|m|face', n: 1 },
    ]);
    await handle.db
      .update(members)
      .set({ rating: 'vulgar', userStatus: 'limited' })
      .where(sql`nick_name = 'Asha'`);
    await handle.db
      .update(members)
      .set({ isRegistrationComplete: true, gender: 'f' })
      .where(sql`nick_name = 'Dee'`);
    await handle.db
      .update(members)
      .set({ isDeleted: true })
      .where(sql`nick_name = 'Caio'`);
    await handle.db.update(members).set({ likeCount: 2 });
    t = await totals(handle);
    expect(t.kept).toEqual(t.counted);
    expect(t.kept).toEqual([
      { k: 'limited|f|vulgar', n: 1 },
      { k: 'pending|f|', n: 1 },
      { k: 'pending|m|face', n: 1 },
    ]);
    await handle.db.delete(members).where(sql`nick_name = 'Bruno'`);
    t = await totals(handle);
    expect(t.kept).toEqual(t.counted);
    await handle.exec('TRUNCATE members CASCADE');
    t = await totals(handle);
    expect(t.kept).toEqual([]);
  });
});
