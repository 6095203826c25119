import { DateTime } from 'luxon';
import type { AccountStatus, MemberListItem, OtpStatus } from '@orrery/contract';
import type { schema } from '@orrery/db';
import { ageInYears, iso, isoOrNull } from '../../lib/dates';

export type MemberRow = typeof schema.members.$inferSelect;

/** spec/1 section 4: Blocked if admin-blocked, else Dormant if dormant, else Active. */
export const accountStatusOf = (row: Pick<MemberRow, 'isBlocked' | 'isDormant'>): AccountStatus =>
  row.isBlocked ? 'blocked' : row.isDormant ? 'dormant' : 'active';

/** spec/1 section 4: Social if the mode is not local; otherwise Verified or Unverified by the e-mail. */
export const otpStatusOf = (row: Pick<MemberRow, 'mode' | 'isEmailVerified'>): OtpStatus =>
  row.mode !== 'local' ? 'social' : row.isEmailVerified ? 'verified' : 'unverified';

/** On save a member's roles are active, plus blocked when admin-blocked. */
export const rolesOf = (row: Pick<MemberRow, 'isBlocked'>) =>
  row.isBlocked ? ['active', 'blocked'] : ['active'];

/** Monday (UTC) of the current week: weekly counters of an older week read as zero. */
export const currentWeekStart = (now = DateTime.utc()) => now.startOf('week').toISODate() ?? '';

export function toMemberListItem(row: MemberRow, weekStart = currentWeekStart()): MemberListItem {
  const thisWeek = row.weekStart !== null && row.weekStart >= weekStart;
  const week = (n: number) => (thisWeek ? n : 0);
  return {
    _id: row.id,
    nickName: row.nickName,
    identifier: row.identifier,
    place: row.place,
    pob: row.pob,
    residence: row.residence,
    profession: row.profession,
    location: row.location,
    countryCode: row.countryCode,
    bio: row.bio,
    gender: row.gender,
    dob: row.dob,
    age: row.dob ? ageInYears(row.dob) : null,
    jungianType: row.jungianType,
    createdAt: iso(row.createdAt),
    login: isoOrNull(row.lastLoginAt),
    modifiedAt: iso(row.modifiedAt),
    activeDate: isoOrNull(row.lastActiveAt),
    adminModifiedAtDate: isoOrNull(row.adminModifiedAt),
    otpStatus: otpStatusOf(row),
    accountStatus: accountStatusOf(row),
    userStatus: row.userStatus,
    adminComments: row.adminComments,
    isEmailVerified: row.isEmailVerified,
    mode: row.mode,
    roles: rolesOf(row),
    dormant: row.isDormant,
    blocked: row.isBlocked,
    reported: row.reportedCount > 0,
    onHold: row.isOnHold,
    purpose: row.purpose,
    wantsToMeet: row.wantsToMeet,
    relationshipStatus: row.relationshipStatus,
    ageRange: row.ageFrom !== null && row.ageTo !== null ? [row.ageFrom, row.ageTo] : null,
    distanceRange: row.maxDistance,
    distanceType: row.distanceType,
    tropical_sidereal: row.tropicalSidereal,
    birthChartStyle: row.birthChartType,
    likes: row.pushBeenLiked,
    superlikes: row.pushBeenSuperliked,
    message: row.pushMessageReceived,
    matches: row.pushBeenMatched,
    passes: week(row.weekSwipes),
    userSwipes: week(row.weekSwipes),
    userLikes: week(row.weekLikes),
    userSuperLikes: week(row.weekSuperLikes),
    matchesMade: week(row.weekMatches),
    matchMeupTimeCount: week(row.weekMatchMeUp),
    luckyTimeCount: week(row.weekLuckyTime),
    astroCompVisitCount: week(row.weekAstroCompVisits),
    ChatbotVisitCount: week(row.weekChatbotVisits),
    jugnianCompVisitCount: week(row.weekJungianCompVisits),
    answeredQuiz: row.answeredQuiz,
    device: row.devicePlatform,
    deviceModel: row.deviceModel,
    osVersion: row.osVersion,
    language: row.language,
    appVersion: row.appVersion,
    build: row.build,
    geo: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    popularity: {
      likeCount: row.likeCount,
      superLikeCount: row.superLikeCount,
      passesCount: row.passesCount,
      reportedCount: row.reportedCount,
      blockedCount: row.blockedCount,
    },
  };
}
