import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MemberListItem } from '@orrery/contract';
import { schema } from '@orrery/db';
import { ageInYears } from '../../lib/dates';
import { sqlRows } from '../../lib/sqlRows';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';
import { currentWeekStart, memberListItem } from './listItem';
import { accountStatusOf, otpStatusOf, rolesOf } from './status';

let t: TestContext;

const utcDay = (offsetDays: number, yearsBack: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - yearsBack);
  return day.toISOString().slice(0, 10);
};

/** Every combination the derived fields tell apart, and values at their edges. */
const cases: Parameters<typeof insertMember>[1][] = [
  { mode: 'local', isEmailVerified: true, isBlocked: false, isDormant: false, isDemo: false },
  { mode: 'local', isEmailVerified: false, isBlocked: true, isDormant: true, isDemo: true },
  { mode: 'google', isEmailVerified: false, isBlocked: false, isDormant: true, isDemo: true },
  { mode: 'apple', isEmailVerified: true, isBlocked: true, isDormant: false, isDemo: false },
  // a birthday today and one tomorrow (UTC); no birth date at all
  { dob: utcDay(0, 30), ageFrom: 25, ageTo: null, lat: 1.5, lng: null },
  { dob: utcDay(1, 30), ageFrom: null, ageTo: 40, lat: null, lng: -0.1 },
  { dob: null, ageFrom: 18, ageTo: 99, lat: -33.8688197, lng: 151.2092955 },
  // microseconds are cut to milliseconds, as a JavaScript Date reads them
  { weekStart: currentWeekStart(), weekSwipes: 7, weekLikes: 3, reportedCount: 2, likeCount: 4 },
  { weekStart: '2020-01-06', weekSwipes: 7, weekLikes: 3, reportedCount: 0, blockedCount: 1 },
  { weekStart: null, weekSwipes: 9 },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const values of cases) await insertMember(t.db, values);
  await t.db.execute(
    sql`update members set created_at = '2024-03-01 10:11:12.345678+00', last_login_at = '1999-12-31 23:59:59.9999+00'`,
  );
});
afterAll(async () => t.close());

describe('the list row that PostgreSQL writes', () => {
  it('derives every field as the member detail does, whatever the combination', async () => {
    const rows = await sqlRows<{ id: string; item: string }>(
      t.db,
      sql`select ${schema.members.id} as id, ${memberListItem()} as item from ${schema.members}`,
    );
    expect(rows).toHaveLength(cases.length);
    for (const { id, item } of rows) {
      const [member] = await t.db.select().from(schema.members).where(eq(schema.members.id, id));
      if (!member) throw new Error('member not found');
      const got = JSON.parse(item) as MemberListItem;
      const thisWeek = member.weekStart !== null && member.weekStart >= currentWeekStart();
      expect(got).toMatchObject({
        _id: id,
        accountStatus: accountStatusOf(member),
        otpStatus: otpStatusOf(member),
        roles: rolesOf(member),
        age: member.dob ? ageInYears(member.dob) : null,
        dob: member.dob,
        createdAt: member.createdAt.toISOString(),
        login: member.lastLoginAt?.toISOString() ?? null,
        activeDate: member.lastActiveAt?.toISOString() ?? null,
        ageRange: member.ageFrom !== null && member.ageTo !== null ? [member.ageFrom, member.ageTo] : null,
        geo: member.lat !== null && member.lng !== null ? { lat: member.lat, lng: member.lng } : null,
        reported: member.reportedCount > 0,
        userSwipes: thisWeek ? member.weekSwipes : 0,
        userLikes: thisWeek ? member.weekLikes : 0,
        popularity: {
          likeCount: member.likeCount,
          superLikeCount: member.superLikeCount,
          passesCount: member.passesCount,
          reportedCount: member.reportedCount,
          blockedCount: member.blockedCount,
        },
      });
    }
    const ages = rows.map((row) => (JSON.parse(row.item) as MemberListItem).age);
    expect(ages).toEqual(expect.arrayContaining([30, 29, null]));
    expect((JSON.parse(rows[0]!.item) as MemberListItem).createdAt).toBe('2024-03-01T10:11:12.345Z');
    expect((JSON.parse(rows[0]!.item) as MemberListItem).login).toBe('1999-12-31T23:59:59.999Z');
  });
});
