import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, runMigrations, type DbHandle } from '../src/client';
import { members, memberTotals } from '../src/schema/index';

const key = sql<string>`concat_ws('|', coalesce(${members.countryCode}, ''), coalesce(${members.gender}, ''),
  ${members.isRegistrationComplete}, ${members.isProfileComplete}, ${members.isDeleted}, ${members.isBlocked})`;
const keptKey = sql<string>`concat_ws('|', ${memberTotals.countryCode}, ${memberTotals.gender},
  ${memberTotals.isRegistrationComplete}, ${memberTotals.isProfileComplete}, ${memberTotals.isDeleted},
  ${memberTotals.isBlocked})`;

/** Totals as the triggers keep them, compared with a count of the members table. */
async function totalsMatch(handle: DbHandle) {
  const counted = await handle.db
    .select({ k: key, n: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .groupBy(key)
    .orderBy(key);
  const kept = await handle.db
    .select({ k: keptKey, n: memberTotals.n })
    .from(memberTotals)
    .where(sql`${memberTotals.n} <> 0`)
    .orderBy(keptKey);
  return { counted, kept };
}

describe('members schema on PGlite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
  });
  afterAll(() => handle.close());

  it('keeps member_totals in step with inserts, updates and deletes', async () => {
    await handle.db.insert(members).values([
      { nickName: 'Asha', identifier: 'asha@example.com', gender: 'f', countryCode: 'IN' },
      { nickName: 'Bruno', identifier: 'bruno@example.com', gender: 'm', countryCode: 'BR' },
      { nickName: 'Caio', identifier: 'caio@example.com', countryCode: 'BR', isRegistrationComplete: true },
      { nickName: 'Dee', identifier: 'dee@example.com' },
    ]);
    let totals = await totalsMatch(handle);
    expect(totals.kept).toEqual(totals.counted);
    await handle.db
      .update(members)
      .set({ isRegistrationComplete: true, gender: 'm' })
      .where(sql`nick_name = 'Dee'`);
    await handle.db
      .update(members)
      .set({ isDeleted: true })
      .where(sql`country_code = 'BR'`);
    await handle.db
      .update(members)
      .set({ isBlocked: true })
      .where(sql`nick_name in ('Asha', 'Bruno')`);
    await handle.db.update(members).set({ likeCount: 3 });
    totals = await totalsMatch(handle);
    expect(totals.kept).toEqual(totals.counted);
    await handle.db.delete(members).where(sql`nick_name = 'Bruno'`);
    totals = await totalsMatch(handle);
    expect(totals.kept).toEqual(totals.counted);
    expect(totals.counted).toHaveLength(3);
  });

  it('searches nicknames by substring through the trigram index', async () => {
    const rows = await handle.db
      .select({ nickName: members.nickName })
      .from(members)
      .where(sql`lower(${members.nickName}) like '%sh%'`);
    expect(rows.map((r) => r.nickName)).toEqual(['Asha']);
  });

  it('keeps search_name as the nickname without accents, lower case, through every write', async () => {
    await handle.db
      .insert(members)
      .values({ nickName: 'JOÃO Łukasz Straße', identifier: 'joao@example.com' });
    const folded = async () =>
      (
        await handle.db
          .select({ searchName: members.searchName })
          .from(members)
          .where(sql`${members.identifier} = 'joao@example.com'`)
      )[0]?.searchName;
    expect(await folded()).toBe('joao lukasz strasse');
    await handle.db
      .update(members)
      .set({ nickName: 'Débora Zoë' })
      .where(sql`${members.identifier} = 'joao@example.com'`);
    expect(await folded()).toBe('debora zoe');
  });
});
