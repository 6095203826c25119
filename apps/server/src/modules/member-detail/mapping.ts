import type { Member } from '@orrery/contract';
import { DateTime } from 'luxon';
import { iso, isoOrNull } from '../../lib/dates';
import { toMediaItem, type MemberPhotoRow } from '../member-photos';
import { accountStatusOf, otpStatusOf, popularityOf, rolesOf, type MemberRow } from '../members';

/** Nicknames of the admins a member row points at (who put it on hold, who last modified it). */
export interface MemberNames {
  onHoldBy: string | null;
  adminModifiedBy: string | null;
  /** A deleted member: when its personal data is removed for good (the retention period's end). */
  keptUntil: Date | null;
}

const ageOf = (dob: string | null) =>
  dob ? Math.floor(DateTime.utc().diff(DateTime.fromISO(dob, { zone: 'utc' }), 'years').years) : null;

const gendersOf = (wantsToMeet: string | null) =>
  wantsToMeet === 'b' ? ['m', 'f'] : wantsToMeet ? [wantsToMeet] : [];

const visibility = (isPublic: boolean) => (isPublic ? ('public' as const) : ('private' as const));

type Enumerated<K extends keyof Member> = Member[K];
const as = <K extends keyof Member>(value: string | null) => value as Enumerated<K>;

/** The API shape of one member (member row and detail extras). */
export function toMember(row: MemberRow, photos: MemberPhotoRow[], names: MemberNames): Member {
  const push = {
    been_matched: row.pushBeenMatched,
    been_liked: row.pushBeenLiked,
    been_superliked: row.pushBeenSuperliked,
    message_received: row.pushMessageReceived,
    astro_insights: row.pushAstroInsights,
  };
  return {
    _id: row.id,
    nickName: row.nickName,
    fullName: row.fullName,
    identifier: row.identifier,
    gender: row.gender,
    dob: row.dob,
    age: ageOf(row.dob),
    tob: row.tob,
    pob: row.pob,
    geoBirth:
      row.birthLat === null || row.birthLng === null ? null : { lat: row.birthLat, lng: row.birthLng },
    place: row.place,
    location: row.location,
    city: row.city,
    region: row.region,
    country: row.country,
    countryCode: row.countryCode,
    geo: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    placenames: row.placeNames ?? [],
    residence: row.residence,
    profession: row.profession,
    bio: row.bio,
    jungianType: as<'jungianType'>(row.jungianType),
    height: row.heightM,
    userType: as<'userType'>(row.userType),
    diet_options: as<'diet_options'>(row.diet),
    religiosity: as<'religiosity'>(row.religiosity),
    drinking: as<'drinking'>(row.drinking),
    smoking: as<'smoking'>(row.smoking),
    workout: as<'workout'>(row.workout),
    birth_chart_type: as<'birth_chart_type'>(row.birthChartType),
    birth_chart_symbol: as<'birth_chart_symbol'>(row.birthChartSymbol),
    birth_chart_sign: as<'birth_chart_sign'>(row.birthChartSign),
    tropical_sidereal: as<'tropical_sidereal'>(row.tropicalSidereal),
    purpose: as<'purpose'>(row.purpose),
    wantsToMeet: as<'wantsToMeet'>(row.wantsToMeet),
    genders: gendersOf(row.wantsToMeet),
    orientation: as<'orientation'>(row.orientation),
    relationship_status: as<'relationship_status'>(row.relationshipStatus),
    age_range: row.ageFrom !== null && row.ageTo !== null ? [row.ageFrom, row.ageTo] : null,
    max_distance: row.maxDistance,
    distance_type: as<'distance_type'>(row.distanceType),
    age_range_public_element: visibility(row.ageRangePublic),
    orientation_public_element: visibility(row.orientationPublic),
    relationship_status_public_element: visibility(row.relationshipStatusPublic),
    residence_public_element: visibility(row.residencePublic),
    profession_public_element: visibility(row.professionPublic),
    hide_from_explore: row.hideFromExplore,
    show_online_status: row.showOnlineStatus,
    push_notifications: push,
    likes: push.been_liked,
    superlikes: push.been_superliked,
    message: push.message_received,
    matches: push.been_matched,
    preferences: row.preferences,
    mode: row.mode,
    isEmailVerified: row.isEmailVerified,
    otpStatus: otpStatusOf(row),
    accountStatus: accountStatusOf(row),
    userStatus: as<'userStatus'>(row.userStatus) ?? 'pending',
    roles: rolesOf(row),
    active: row.isActive,
    dormant: row.isDormant,
    adminBlocked: row.isBlocked,
    blocked: row.isBlocked,
    reported: row.reportedCount > 0,
    reportedCount: row.reportedCount,
    onHold: row.isOnHold,
    onHoldReason: row.onHoldReason,
    onHoldBy: names.onHoldBy,
    onHoldAt: isoOrNull(row.onHoldAt),
    starred: row.starred,
    liked: row.liked,
    adminComments: row.adminComments,
    answeredQuiz: row.answeredQuiz,
    isRegistrationComplete: row.isRegistrationComplete,
    isProfileComplete: row.isProfileComplete,
    isOnline: row.isOnline,
    isDeleted: row.isDeleted,
    deletedAt: isoOrNull(row.deletedAt),
    keptUntil: isoOrNull(names.keptUntil),
    popularity: popularityOf(row),
    weekly: {
      weekStart: row.weekStart,
      userSwipes: row.weekSwipes,
      userLikes: row.weekLikes,
      userSuperLikes: row.weekSuperLikes,
      matchesMade: row.weekMatches,
      matchMeupTimeCount: row.weekMatchMeUp,
      luckyTimeCount: row.weekLuckyTime,
      astroCompVisitCount: row.weekAstroCompVisits,
      ChatbotVisitCount: row.weekChatbotVisits,
      jugnianCompVisitCount: row.weekJungianCompVisits,
    },
    device: {
      platform: row.devicePlatform,
      model: row.deviceModel,
      osVersion: row.osVersion,
      language: row.language,
    },
    appVersion: row.appVersion,
    build: row.build,
    profiles: [{ type: 'image', text: row.bio, mediaItems: photos.map(toMediaItem) }],
    createdAt: iso(row.createdAt),
    modifiedAt: iso(row.modifiedAt),
    login: isoOrNull(row.lastLoginAt),
    activeDate: isoOrNull(row.lastActiveAt),
    adminModifiedAtDate: isoOrNull(row.adminModifiedAt),
    adminModifiedBy: names.adminModifiedBy,
    version: row.version,
  };
}
