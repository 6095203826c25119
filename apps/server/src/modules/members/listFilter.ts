import { and, gte, inArray, lte, not, sql, type Column, type SQL } from 'drizzle-orm';
import {
  accountStatuses,
  birthChartTypes,
  genders,
  jungianTypes,
  memberListMessages,
  otpStatuses,
  purposes,
  relationshipStatuses,
  zodiacSystems,
  type AccountStatus,
  type MemberListFilters,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { dayRange } from '../../lib/dates';
import { badRequest } from '../../lib/httpErrors';
import { listOf, oneOf, otpCondition, searchCondition } from './search';

const { members } = schema;

// literals, not parameters: the planner must see them to use the partial indexes (where is_blocked …)
const isBlocked = sql`${members.isBlocked}`;
const notBlocked = not(members.isBlocked);

/** The rows a list query asks for: its tab and every filter, as one WHERE. */
export interface MemberFilter {
  where: SQL;
  /** Tab 2 (admin-blocked) rather than tab 1. */
  blocked: boolean;
  /** Whether anything narrows the tab (filters or search): an unfiltered tab is counted from totals. */
  narrowed: boolean;
  /** The filters and search alone, without the tab. */
  narrowing: SQL | undefined;
  /**
   * Only sign-up range and gender narrow the tab: every member not pending deletion that matches can be
   * counted from members_created_idx alone (index-only), the few blocked ones then taken away.
   */
  countFromCreatedIndex: boolean;
}

const accountCondition = (status: AccountStatus) =>
  status === 'blocked'
    ? isBlocked
    : and(notBlocked, status === 'dormant' ? sql`${members.isDormant}` : not(members.isDormant));

function tabOf(query: MemberListFilters): boolean {
  const byType = query.type === undefined ? undefined : query.type === 'blocked';
  if (byType !== undefined && query.isBlocked !== undefined && byType !== query.isBlocked)
    throw badRequest(memberListMessages.tabMismatch);
  return byType ?? query.isBlocked ?? false;
}

/** Birth dates compare as calendar days (the column is a date). */
function dobCondition(query: MemberListFilters): SQL[] {
  dayRange(query.dobStartDate, query.dobEndDate); // refuses future days and a start after the end
  return [
    query.dobStartDate ? gte(members.dob, query.dobStartDate) : undefined,
    query.dobEndDate ? lte(members.dob, query.dobEndDate) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

function timeConditions(query: MemberListFilters): SQL[] {
  const ranges = [
    [members.lastLoginAt, dayRange(query.loginStartDate, query.loginEndDate)],
    [members.modifiedAt, dayRange(query.modifiedStartDate, query.modifiedEndDate)],
    [members.lastActiveAt, dayRange(query.activeStartDate, query.activeEndDate)],
  ] as const;
  return ranges.flatMap(([column, { from, to }]) =>
    [from && gte(column, from), to && lte(column, to)].filter((c): c is SQL => Boolean(c)),
  );
}

/**
 * Tab 1 is every member not admin-blocked (active and dormant), tab 2 the admin-blocked; members
 * pending deletion belong to /deleted and never appear. Throws a 400 for contradictory input.
 */
export function memberFilter(query: MemberListFilters): MemberFilter {
  const blocked = tabOf(query);
  const created = dayRange(query.createdStartDate, query.createdEndDate);
  const createdIndexOnly = [
    listIn(members.gender, listOf(query.gender, genders)),
    created.from && gte(members.createdAt, created.from),
    created.to && lte(members.createdAt, created.to),
  ].filter((c): c is SQL => Boolean(c));
  const others = [
    oneOf(listOf(query.otpStatus, otpStatuses), otpCondition),
    oneOf(listOf(query.accountStatus, accountStatuses), accountCondition),
    listIn(members.purpose, listOf(query.purpose, purposes)),
    listIn(members.relationshipStatus, listOf(query.relationshipStatus, relationshipStatuses)),
    listIn(members.birthChartType, listOf(query.birthChartStyle, birthChartTypes)),
    listIn(members.tropicalSidereal, listOf(query.sign, zodiacSystems)),
    listIn(members.jungianType, listOf(query.jungianType, jungianTypes)),
    searchCondition(query),
    ...timeConditions(query),
    ...dobCondition(query),
  ].filter((c): c is SQL => c !== undefined);
  const narrowing = [...createdIndexOnly, ...others];
  const where = and(not(members.isDeleted), blocked ? isBlocked : notBlocked, ...narrowing);
  if (!where) throw new Error('a member filter always has its tab');
  return {
    where,
    blocked,
    narrowed: narrowing.length > 0,
    narrowing: and(...narrowing),
    countFromCreatedIndex: createdIndexOnly.length > 0 && others.length === 0,
  };
}

function listIn(column: Column, values: string[]): SQL | undefined {
  return values.length ? inArray(column, values) : undefined;
}
