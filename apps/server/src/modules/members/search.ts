import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  memberListMessages,
  type MemberSearchField,
  type OtpStatus,
  type ProfileSearchField,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { badRequest } from '../../lib/httpErrors';
import { likePattern } from '../../lib/paging';
import { foldedContains } from '../../lib/nameSearch';
import { isUuid } from '../../lib/uuid';

/** Query pieces shared by the member lists (members list, incomplete profiles). */

const { members } = schema;

/** The allowed values named in a comma-joined parameter (the schema has checked each one already). */
export function listOf<T extends string>(text: string | undefined, allowed: readonly T[]): T[] {
  if (!text) return [];
  const named = new Set(text.split(','));
  return allowed.filter((value) => named.has(value));
}

/** Any of the values' conditions; none when no value is named. */
export function oneOf<T extends string>(
  values: T[],
  condition: (value: T) => SQL | undefined,
): SQL | undefined {
  return values.length ? or(...values.map(condition)) : undefined;
}

/** OTP status: Social if the mode is not local; otherwise Verified or Unverified by the e-mail. */
export const otpCondition = (status: OtpStatus) =>
  status === 'social'
    ? sql`${members.mode} <> 'local'`
    : and(eq(members.mode, 'local'), eq(members.isEmailVerified, status === 'verified'));

/** The member's nickname contains the text, accents and case aside (search_name, trigram index). */
export const memberNameContains = (text: string) => foldedContains(members.searchName, text);

/**
 * Search by nickname (substring, any case or accent), e-mail (substring, any case) or the whole member id;
 * without searchBy, nickname or e-mail. Throws a 400 for a partial id.
 */
export function searchCondition(query: { search?: string; searchBy?: MemberSearchField }): SQL | undefined {
  const text = query.search?.trim();
  if (!text) return undefined;
  if (query.searchBy === '_id') {
    if (!isUuid(text)) throw badRequest(memberListMessages.idSearch);
    return eq(members.id, text.toLowerCase());
  }
  // served by the trigram indexes on search_name and lower(identifier)
  const pattern = likePattern(text.toLowerCase());
  const nick = memberNameContains(text);
  const email = sql`lower(${members.identifier}) like ${pattern}`;
  if (query.searchBy === 'nickName') return nick;
  if (query.searchBy === 'identifier') return email;
  return or(nick, email);
}

const memberFieldOf: Record<ProfileSearchField, MemberSearchField> = {
  name: 'nickName',
  identifier: 'identifier',
  userId: '_id',
};

/** The moderation lists' search (Name, Email, UserID; Name by default) as searchCondition. */
export function profileSearchCondition(query: { search?: string; searchBy?: ProfileSearchField }) {
  return searchCondition({ search: query.search, searchBy: memberFieldOf[query.searchBy ?? 'name'] });
}
