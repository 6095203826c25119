import { and, asc, count, desc, gte, inArray, lte, not, sql, type Column, type SQL } from 'drizzle-orm';
import {
  genders,
  otpStatuses,
  type IncompleteProfileAnswer,
  type IncompleteProfileItem,
  type IncompleteProfileQuery,
  type IncompleteSortField,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { dayRange, iso } from '../../lib/dates';
import { foldedOrder } from '../../lib/nameSearch';
import { paging } from '../../lib/paging';
import { listOf, oneOf, otpCondition, otpStatusOf, searchCondition, type MemberRow } from '../members';

const { members } = schema;

/** Text sorts use text_pattern_ops indexes, as the members list does; nicknames folded as the search does. */
const sortTerms: Record<IncompleteSortField, { asc: SQL; desc: SQL }> = {
  createdAt: { asc: sql`${members.createdAt} asc`, desc: sql`${members.createdAt} desc` },
  modifiedAt: { asc: sql`${members.modifiedAt} asc`, desc: sql`${members.modifiedAt} desc` },
  nickName: foldedOrder(members.searchName),
  identifier: {
    asc: sql`lower(${members.identifier}) using ~<~`,
    desc: sql`lower(${members.identifier}) using ~>~`,
  },
};

function rangeOf(column: Column, start?: string, end?: string): SQL[] {
  const { from, to } = dayRange(start, end); // refuses future days and a start after the end
  return [from && gte(column, from), to && lte(column, to)].filter((c): c is SQL => Boolean(c));
}

/**
 * "Incomplete": registration not complete and not pending deletion (the partial index
 * members_incomplete_idx holds exactly these rows, by last edit). Throws a 400 for bad dates or ids.
 */
export function incompleteFilter(query: IncompleteProfileQuery): SQL | undefined {
  const genderValues = listOf(query.gender, genders);
  return and(
    not(members.isRegistrationComplete),
    not(members.isDeleted),
    genderValues.length ? inArray(members.gender, genderValues) : undefined,
    oneOf(listOf(query.otpStatus, otpStatuses), otpCondition),
    searchCondition(query),
    ...rangeOf(members.createdAt, query.createdStartDate, query.createdEndDate),
    ...rangeOf(members.modifiedAt, query.lastEditedStartDate, query.lastEditedEndDate),
  );
}

const combined = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

export function toIncompleteItem(row: MemberRow): IncompleteProfileItem {
  return {
    _id: row.id,
    nickName: row.nickName,
    identifier: { email: row.identifier },
    mode: row.mode,
    isEmailVerified: row.isEmailVerified,
    otpStatus: otpStatusOf(row),
    gender: row.gender,
    location: {
      text: row.location ?? combined(row.city, row.region, row.country),
      city: row.city,
      region: row.region,
      country: row.country,
      countryCode: row.countryCode,
    },
    onboardingStage: row.onboardingStage,
    createdAt: iso(row.createdAt),
    modifiedAt: iso(row.modifiedAt),
  };
}

/** `POST /api/user/incomplete-profile-list`: one page, newest edit first unless asked otherwise. */
export async function listIncompleteProfiles(
  db: Db,
  query: IncompleteProfileQuery,
): Promise<IncompleteProfileAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const where = incompleteFilter(query);
  const descending = query.orderBy !== 'asc';
  const terms = sortTerms[query.sortBy ?? 'modifiedAt'];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(descending ? terms.desc : terms.asc, descending ? desc(members.id) : asc(members.id))
      .limit(pageLimit)
      .offset(offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    item: rows.map(toIncompleteItem),
    pagination: { total, currentPage: pageNo, totalPages: Math.ceil(total / pageLimit), pageLimit },
  };
}
