import { Type, type Static } from 'typebox';
import { DateString, Geo, Nullable, PageQuery } from '../common';
import { memberListMessages, memberListTypes, memberSearchFields, memberSortFields } from './listFields';
import {
  accountStatuses,
  birthChartTypes,
  jungianTypes,
  otpStatuses,
  purposes,
  relationshipStatuses,
  zodiacSystems,
} from './values';
import { genders } from '../roles';

/** Several values of a list joined with commas, as the console's query strings send them. */
export const commaList = (values: readonly string[], field: string) =>
  Type.String({
    pattern: `^(${values.join('|')})(,(${values.join('|')}))*$`,
    maxLength: 400,
    errorMessage: `${field} takes ${values.join(', ')} (several joined with commas)`,
  });

const day = Type.Optional(DateString);

/** The list's filters: shared by the page (`GET /api/user/userList/`) and its CSV export. */
const filters = {
  sortBy: Type.Optional(
    Type.Enum(memberSortFields, { errorMessage: `sortBy takes ${memberSortFields.join(', ')}` }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  searchBy: Type.Optional(
    Type.Enum(memberSearchFields, { errorMessage: `searchBy takes ${memberSearchFields.join(', ')}` }),
  ),
  /** Tab 2 sends type=blocked and isBlocked=true; tab 1 sends neither (or type=active, isBlocked=false). */
  type: Type.Optional(Type.Enum(memberListTypes, { errorMessage: memberListMessages.tabMismatch })),
  isBlocked: Type.Optional(Type.Boolean()),
  gender: Type.Optional(commaList(genders, 'gender')),
  otpStatus: Type.Optional(commaList(otpStatuses, 'otpStatus')),
  accountStatus: Type.Optional(commaList(accountStatuses, 'accountStatus')),
  purpose: Type.Optional(commaList(purposes, 'purpose')),
  relationshipStatus: Type.Optional(commaList(relationshipStatuses, 'relationshipStatus')),
  birthChartStyle: Type.Optional(commaList(birthChartTypes, 'birthChartStyle')),
  sign: Type.Optional(commaList(zodiacSystems, 'sign')),
  jungianType: Type.Optional(commaList(jungianTypes, 'jungianType')),
  createdStartDate: day,
  createdEndDate: day,
  loginStartDate: day,
  loginEndDate: day,
  modifiedStartDate: day,
  modifiedEndDate: day,
  activeStartDate: day,
  activeEndDate: day,
  /** Birth dates: the console turns an age range into this. */
  dobStartDate: day,
  dobEndDate: day,
};

export const MemberListFilters = Type.Object({ ...filters, orderBy: PageQuery.orderBy });
export type MemberListFilters = Static<typeof MemberListFilters>;

export const MemberListQuery = Type.Object({ ...filters, ...PageQuery });
export type MemberListQuery = Static<typeof MemberListQuery>;

const Count = Type.Integer();
const Text = Nullable(Type.String());

/** One member row of the list, with the derived statuses (account and OTP). */
export const MemberListItem = Type.Object({
  _id: Type.String(),
  nickName: Type.String(),
  identifier: Type.String(),
  place: Text,
  pob: Text,
  residence: Text,
  profession: Text,
  location: Text,
  countryCode: Text,
  bio: Text,
  gender: Text,
  dob: Text,
  age: Nullable(Type.Integer()),
  jungianType: Text,
  createdAt: Type.String(),
  login: Text,
  modifiedAt: Type.String(),
  activeDate: Text,
  adminModifiedAtDate: Text,
  otpStatus: Type.Enum(otpStatuses),
  accountStatus: Type.Enum(accountStatuses),
  userStatus: Type.String(),
  adminComments: Text,
  isEmailVerified: Type.Boolean(),
  mode: Type.String(),
  roles: Type.Array(Type.String()),
  dormant: Type.Boolean(),
  blocked: Type.Boolean(),
  reported: Type.Boolean(),
  onHold: Type.Boolean(),
  purpose: Text,
  wantsToMeet: Text,
  relationshipStatus: Text,
  ageRange: Nullable(Type.Array(Type.Integer())),
  distanceRange: Nullable(Type.Integer()),
  distanceType: Text,
  tropical_sidereal: Text,
  birthChartStyle: Text,
  likes: Type.Boolean(),
  superlikes: Type.Boolean(),
  message: Type.Boolean(),
  matches: Type.Boolean(),
  /** This week's counters (zero when the member has no activity this week); passes is userSwipes (both are answered). */
  passes: Count,
  userSwipes: Count,
  userLikes: Count,
  userSuperLikes: Count,
  matchesMade: Count,
  matchMeupTimeCount: Count,
  luckyTimeCount: Count,
  astroCompVisitCount: Count,
  ChatbotVisitCount: Count,
  jugnianCompVisitCount: Count,
  answeredQuiz: Type.Boolean(),
  device: Text,
  deviceModel: Text,
  osVersion: Text,
  language: Text,
  appVersion: Text,
  build: Text,
  geo: Nullable(Geo),
  popularity: Type.Object({
    likeCount: Count,
    superLikeCount: Count,
    passesCount: Count,
    reportedCount: Count,
    blockedCount: Count,
  }),
});
export type MemberListItem = Static<typeof MemberListItem>;

export const MemberListAnswer = Type.Object({
  items: Type.Array(MemberListItem),
  pageLimit: Type.Integer(),
  /** Every member the filters leave (not only this page). */
  TotalFilteredUser: Type.Integer(),
  pageNo: Type.Integer(),
});
export type MemberListAnswer = Static<typeof MemberListAnswer>;
