import { DateTime } from 'luxon';
import type { MemberListItem } from '@orrery/contract';
import { schema } from '@orrery/db';
import { ageInYears, iso, isoOrNull } from '../../lib/dates';
import { compiledColumns, pickColumns } from '../../lib/pickColumns';
import { accountStatusOf, otpStatusOf, popularityOf, rolesOf, type MemberRow } from './status';

/** The members columns a list row reads (63 of the table's 112): the rest is never fetched. */
const listKeys = [
  ...['id', 'nickName', 'identifier', 'place', 'pob', 'residence', 'profession', 'location'],
  ...['countryCode', 'bio', 'gender', 'dob', 'jungianType', 'createdAt', 'lastLoginAt', 'modifiedAt'],
  ...['lastActiveAt', 'adminModifiedAt', 'mode', 'isEmailVerified', 'isBlocked', 'isDormant'],
  ...['userStatus', 'adminComments', 'reportedCount', 'isOnHold', 'purpose', 'wantsToMeet'],
  ...['relationshipStatus', 'ageFrom', 'ageTo', 'maxDistance', 'distanceType', 'tropicalSidereal'],
  ...['birthChartType', 'pushBeenLiked', 'pushBeenSuperliked', 'pushMessageReceived', 'pushBeenMatched'],
  ...['weekStart', 'weekSwipes', 'weekLikes', 'weekSuperLikes', 'weekMatches', 'weekMatchMeUp'],
  ...['weekLuckyTime', 'weekAstroCompVisits', 'weekChatbotVisits', 'weekJungianCompVisits'],
  ...['answeredQuiz', 'devicePlatform', 'deviceModel', 'osVersion', 'language', 'appVersion', 'build'],
  ...['lat', 'lng', 'likeCount', 'superLikeCount', 'passesCount', 'blockedCount', 'isDemo'],
] as const satisfies readonly (keyof MemberRow)[];
type ListKey = (typeof listKeys)[number];

/** What a list row is made from. */
export type MemberListRow = Pick<MemberRow, ListKey>;

/** The selection of the CSV export: `db.select(memberListColumns).from(members)`. */
export const memberListColumns = pickColumns(schema.members, listKeys);
/** The same columns for a list page, built once (`selectRows`). */
export const memberListSelection = compiledColumns(schema.members, listKeys);

/** Monday (UTC) of the current week: weekly counters of an older week read as zero. */
export const currentWeekStart = (now = DateTime.utc()) => now.startOf('week').toISODate() ?? '';

export function toMemberListItem(row: MemberListRow, weekStart = currentWeekStart()): MemberListItem {
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
    popularity: popularityOf(row),
  };
}
