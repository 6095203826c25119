import type { AccountStatus, MemberRole, OtpStatus } from '@orrery/contract';
import type { schema } from '@orrery/db';

export type MemberRow = typeof schema.members.$inferSelect;

/** Account status: Blocked if admin-blocked, else Dormant if dormant, else Active. */
export const accountStatusOf = (row: Pick<MemberRow, 'isBlocked' | 'isDormant'>): AccountStatus =>
  row.isBlocked ? 'blocked' : row.isDormant ? 'dormant' : 'active';

/** OTP status: Social if the mode is not local; otherwise Verified or Unverified by the e-mail. */
export const otpStatusOf = (row: Pick<MemberRow, 'mode' | 'isEmailVerified'>): OtpStatus =>
  row.mode !== 'local' ? 'social' : row.isEmailVerified ? 'verified' : 'unverified';

/** A member's roles: active, plus blocked when admin-blocked, plus demo for a virtual profile. Never a staff role. */
export const rolesOf = (row: Pick<MemberRow, 'isBlocked' | 'isDemo'>): MemberRole[] => [
  'active',
  ...(row.isBlocked ? (['blocked'] as const) : []),
  ...(row.isDemo ? (['demo'] as const) : []),
];

/** The popularity counters of the member row and the member detail. */
export const popularityOf = (
  row: Pick<MemberRow, 'likeCount' | 'superLikeCount' | 'passesCount' | 'reportedCount' | 'blockedCount'>,
) => ({
  likeCount: row.likeCount,
  superLikeCount: row.superLikeCount,
  passesCount: row.passesCount,
  reportedCount: row.reportedCount,
  blockedCount: row.blockedCount,
});

// The same rules in SQL, for rows that PostgreSQL writes as JSON (the members list). `listItem.test.ts`
// checks that both forms agree on every combination.

/** A members column as a query names it, for a field of the member row. */
export type MemberColumn = (key: keyof MemberRow) => string;

/** accountStatusOf in SQL. */
export const accountStatusSql = (c: MemberColumn) =>
  `case when ${c('isBlocked')} then 'blocked' when ${c('isDormant')} then 'dormant' else 'active' end`;

/** otpStatusOf in SQL. */
export const otpStatusSql = (c: MemberColumn) =>
  `case when ${c('mode')} <> 'local' then 'social' when ${c('isEmailVerified')} then 'verified' else 'unverified' end`;

/** rolesOf in SQL: a text array, in the same order. */
export const rolesSql = (c: MemberColumn) =>
  `array_remove(array['active', case when ${c('isBlocked')} then 'blocked' end,
    case when ${c('isDemo')} then 'demo' end], null)`;
