import { Type, type Static, type TBoolean, type TEnumValue } from 'typebox';
import { Geo, Nullable } from '../common';
import {
  accountStatuses,
  birthChartSymbols,
  birthChartTypes,
  diets,
  distanceTypes,
  drinkingHabits,
  jungianTypes,
  memberRoles,
  memberTiers,
  orientations,
  otpStatuses,
  photoStatuses,
  publicElements,
  purposes,
  relationshipStatuses,
  religiosities,
  smokingHabits,
  userStatuses,
  wantsToMeetValues,
  workoutHabits,
  zodiacSigns,
  zodiacSystems,
} from './values';
import {
  MEMBER_HEIGHT_MAX_M,
  MEMBER_HEIGHT_MIN_M,
  MEMBER_MAX_AGE,
  MEMBER_MIN_AGE,
  memberFormMessages as m,
} from './texts';
import { NOTIFICATION_KEYS, type NotificationKey } from '../messaging/texts';

/** An enumeration field: one of the listed values or null; a wrong value gets a message naming the field. */
const choice = <V extends TEnumValue[]>(values: readonly [...V], field: string) =>
  Type.Union([Type.Enum(values), Type.Null()], { errorMessage: m.enumeration(field) });

/** A text of at most `max` characters, or null; too long, the message names the field as the form labels it. */
const Text = (max: number, label: string) =>
  Nullable(Type.String({ maxLength: max, errorMessage: m.tooLong(label, max) }));
const PublicElement = Type.Enum(publicElements, { errorMessage: m.enumeration('public or private') });

/** A media item: one member photo with its thumbnail variant. */
export const MediaItem = Type.Object({
  _id: Type.String(),
  filename: Type.String(),
  variants: Type.Array(Type.Object({ type: Type.String(), filename: Type.String() })),
  mime: Type.String(),
  type: Type.String(),
  source: Type.String(),
  size: Nullable(Type.Integer()),
  title: Nullable(Type.String()),
  attributes: Type.Object({ height: Nullable(Type.Integer()), width: Nullable(Type.Integer()) }),
  status: Type.Enum(photoStatuses),
  position: Type.Integer(),
  createdAt: Type.String(),
});
export type MediaItem = Static<typeof MediaItem>;

/** The member's switch for each push notification key (NOTIFICATION_KEYS). */
export const PushNotifications = Type.Object(
  Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k.key, Type.Boolean()])) as Record<
    NotificationKey,
    TBoolean
  >,
);
export type PushNotifications = Static<typeof PushNotifications>;

const Preference = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 100 })),
  key: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.Unknown(),
});

const AgeRange = Type.Array(Type.Integer({ minimum: MEMBER_MIN_AGE, maximum: MEMBER_MAX_AGE }), {
  minItems: 2,
  maxItems: 2,
});

/** What an admin may change on a member: shared by the member form (edit) and, in part, create. */
const editable = {
  nickName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', errorMessage: m.nickName }),
  fullName: Text(200, 'Full name'),
  identifier: Type.String({ format: 'email', maxLength: 254, errorMessage: m.emailInvalid }),
  /** Null for a member who has not finished registration yet; create needs one. */
  gender: Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Null()], { errorMessage: m.gender }),
  dob: Nullable(Type.String({ format: 'date', title: 'Date of birth', errorMessage: m.dob })),
  tob: Nullable(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', errorMessage: m.tob })),
  pob: Text(300, 'Place of birth'),
  geoBirth: Nullable(Geo),
  place: Text(300, 'Place'),
  residence: Text(200, 'Residence'),
  profession: Text(200, 'Profession'),
  bio: Text(2000, 'About'),
  jungianType: choice(jungianTypes, 'jungianType'),
  /** Metres (the form enters cm). */
  height: Nullable(
    Type.Number({ minimum: MEMBER_HEIGHT_MIN_M, maximum: MEMBER_HEIGHT_MAX_M, errorMessage: m.height }),
  ),
  diet_options: choice(diets, 'diet'),
  religiosity: choice(religiosities, 'religiosity'),
  drinking: choice(drinkingHabits, 'drinking'),
  smoking: choice(smokingHabits, 'smoking'),
  workout: choice(workoutHabits, 'workout'),
  birth_chart_type: choice(birthChartTypes, 'birth chart type'),
  birth_chart_symbol: choice(birthChartSymbols, 'birth chart symbol'),
  birth_chart_sign: choice(zodiacSigns, 'birth chart sign'),
  tropical_sidereal: choice(zodiacSystems, 'sidereal or tropical'),
  purpose: choice(purposes, 'purpose'),
  wantsToMeet: choice(wantsToMeetValues, 'want to meet'),
  orientation: choice(orientations, 'orientation'),
  relationship_status: choice(relationshipStatuses, 'relationship status'),
  age_range: Nullable(AgeRange),
  max_distance: Nullable(Type.Integer({ minimum: 1, maximum: 20000 })),
  distance_type: choice(distanceTypes, 'distance type'),
  age_range_public_element: PublicElement,
  orientation_public_element: PublicElement,
  relationship_status_public_element: PublicElement,
  residence_public_element: PublicElement,
  profession_public_element: PublicElement,
  hide_from_explore: Type.Boolean(),
  show_online_status: Type.Boolean(),
  push_notifications: PushNotifications,
  preferences: Type.Array(Preference, { maxItems: 100 }),
};

const accountFlags = {
  userStatus: Type.Enum(userStatuses, { errorMessage: m.enumeration('user status') }),
  adminComments: Text(2000, 'Admin Comment'),
  active: Type.Boolean(),
  dormant: Type.Boolean(),
  adminBlocked: Type.Boolean(),
  onHold: Type.Boolean(),
  onHoldReason: Text(500, 'On hold reason'),
  starred: Type.Boolean(),
  liked: Type.Boolean(),
};

/**
 * The member as `GET /api/user/item/{id}` answers it: every member-row and detail-extras field under
 * the API's names, with the derived values (accountStatus, otpStatus, roles) and `version` for the
 * edit's stale check.
 */
export const Member = Type.Object({
  _id: Type.String(),
  ...editable,
  gender: Nullable(Type.String()),
  ...accountFlags,
  userType: Type.Enum(memberTiers),
  age: Nullable(Type.Integer()),
  location: Nullable(Type.String()),
  geo: Nullable(Geo),
  placenames: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), geo: Type.Optional(Geo) })),
  city: Nullable(Type.String()),
  region: Nullable(Type.String()),
  country: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  genders: Type.Array(Type.String()),
  mode: Type.String(),
  isEmailVerified: Type.Boolean(),
  otpStatus: Type.Enum(otpStatuses),
  accountStatus: Type.Enum(accountStatuses),
  roles: Type.Array(Type.Enum(memberRoles)),
  blocked: Type.Boolean(),
  reported: Type.Boolean(),
  reportedCount: Type.Integer(),
  onHoldBy: Nullable(Type.String()),
  onHoldAt: Nullable(Type.String()),
  answeredQuiz: Type.Boolean(),
  isRegistrationComplete: Type.Boolean(),
  isProfileComplete: Type.Boolean(),
  isOnline: Type.Boolean(),
  isDeleted: Type.Boolean(),
  deletedAt: Nullable(Type.String()),
  /** A deleted member: when the retention period ends and its personal data is removed for good. */
  keptUntil: Nullable(Type.String()),
  /** Row notification flags (likes, superlikes, message, matches), from push_notifications. */
  likes: Type.Boolean(),
  superlikes: Type.Boolean(),
  message: Type.Boolean(),
  matches: Type.Boolean(),
  popularity: Type.Object({
    likeCount: Type.Integer(),
    superLikeCount: Type.Integer(),
    passesCount: Type.Integer(),
    reportedCount: Type.Integer(),
    blockedCount: Type.Integer(),
  }),
  weekly: Type.Object({
    weekStart: Nullable(Type.String()),
    userSwipes: Type.Integer(),
    userLikes: Type.Integer(),
    userSuperLikes: Type.Integer(),
    matchesMade: Type.Integer(),
    matchMeupTimeCount: Type.Integer(),
    luckyTimeCount: Type.Integer(),
    astroCompVisitCount: Type.Integer(),
    ChatbotVisitCount: Type.Integer(),
    jugnianCompVisitCount: Type.Integer(),
  }),
  device: Type.Object({
    platform: Nullable(Type.String()),
    model: Nullable(Type.String()),
    osVersion: Nullable(Type.String()),
    language: Nullable(Type.String()),
  }),
  appVersion: Nullable(Type.String()),
  build: Nullable(Type.String()),
  profiles: Type.Array(
    Type.Object({ type: Type.String(), text: Nullable(Type.String()), mediaItems: Type.Array(MediaItem) }),
  ),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  login: Nullable(Type.String()),
  activeDate: Nullable(Type.String()),
  adminModifiedAtDate: Nullable(Type.String()),
  adminModifiedBy: Nullable(Type.String()),
  version: Type.Integer(),
});
export type Member = Static<typeof Member>;

/**
 * `PUT /api/user/edit/{id}`: the full user object; fields not listed here are ignored. `roles` is
 * echoed back by the console but never read (roles follow adminBlocked): one naming anything but a
 * member role (a staff role such as admin or superadmin) is refused.
 */
export const EditMemberBody = Type.Object({
  ...editable,
  ...accountFlags,
  roles: Type.Optional(Type.Array(Type.Enum(memberRoles, { errorMessage: m.roles }), { maxItems: 2 })),
  version: Type.Integer({ minimum: 1, errorMessage: 'must say which version of the member was edited' }),
});
export type EditMemberBody = Static<typeof EditMemberBody>;

/** `POST /api/user/create`: the essential fields; the rest take their defaults. */
export const CreateMemberBody = Type.Object({
  nickName: editable.nickName,
  identifier: editable.identifier,
  gender: Type.Union([Type.Literal('m'), Type.Literal('f')], { errorMessage: m.gender }),
  dob: Type.String({ format: 'date', title: 'Date of birth', errorMessage: m.dob }),
  fullName: Type.Optional(editable.fullName),
  tob: Type.Optional(editable.tob),
  pob: Type.Optional(editable.pob),
  geoBirth: Type.Optional(editable.geoBirth),
  place: Type.Optional(editable.place),
  profession: Type.Optional(editable.profession),
  jungianType: Type.Optional(editable.jungianType),
  tropical_sidereal: Type.Optional(editable.tropical_sidereal),
  height: Type.Optional(editable.height),
  purpose: Type.Optional(editable.purpose),
  wantsToMeet: Type.Optional(editable.wantsToMeet),
  relationship_status: Type.Optional(editable.relationship_status),
});
export type CreateMemberBody = Static<typeof CreateMemberBody>;

export const MemberAnswer = Type.Object({ valid: Type.Literal(true), message: Type.String(), data: Member });
export type MemberAnswer = Static<typeof MemberAnswer>;

export const MediaItemAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: MediaItem,
});
export type MediaItemAnswer = Static<typeof MediaItemAnswer>;
