import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/** A free-form preference the app keeps for a member (preferences {type, key, value}). */
export interface MemberPreference {
  type?: string;
  key: string;
  value: unknown;
}

/** One level of the member's place hierarchy (placenames {name, type, geo}). */
export interface PlaceName {
  name: string;
  type: string;
  geo?: { lat: number; lng: number };
}

/** What a push audience filters on, in the order its indexes hold them (Active and Dormant first). */
const audienceColumns = (t: {
  isDormant: AnyPgColumn;
  isRegistrationComplete: AnyPgColumn;
  gender: AnyPgColumn;
  language: AnyPgColumn;
  country: AnyPgColumn;
  region: AnyPgColumn;
  city: AnyPgColumn;
  dob: AnyPgColumn;
  pushBeenMatched: AnyPgColumn;
  pushBeenLiked: AnyPgColumn;
  pushBeenSuperliked: AnyPgColumn;
  pushMessageReceived: AnyPgColumn;
  pushAstroInsights: AnyPgColumn;
}) =>
  [
    t.isDormant,
    t.isRegistrationComplete,
    t.gender,
    t.language,
    t.country,
    t.region,
    t.city,
    t.dob,
    t.pushBeenMatched,
    t.pushBeenLiked,
    t.pushBeenSuperliked,
    t.pushMessageReceived,
    t.pushAstroInsights,
  ] as const;

/**
 * A member of the dating app: every field of the member row and the detail extras.
 * Enumerations are text holding the contract's string values (checked by the API, no CHECK).
 * Derived values are not stored: account status (blocked > dormant > active), OTP status
 * (mode, isEmailVerified), age (dob), roles (active, plus blocked when is_blocked).
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // identity and profile
    nickName: text('nick_name').notNull(),
    /**
     * The nickname lower-cased and without accents ("João" is "joao"), for every name search: kept by
     * PostgreSQL from nick_name through orrery_fold (unaccent + lower, migration 0009), never written.
     */
    searchName: text('search_name').generatedAlwaysAs(sql`orrery_fold(nick_name)`),
    fullName: text('full_name'),
    /** Login e-mail. */
    identifier: text('identifier').notNull(),
    mode: text('mode').notNull().default('local'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    /** Local birth time HH:mm; null when unknown. */
    tob: text('tob'),
    pob: text('pob'),
    birthLat: doublePrecision('birth_lat'),
    birthLng: doublePrecision('birth_lng'),
    /** Where the member lives now: place name, city, region, ISO-2 country, co-ordinates. */
    place: text('place'),
    location: text('location'),
    city: text('city'),
    region: text('region'),
    countryCode: text('country_code'),
    country: text('country'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    placeNames: jsonb('place_names').$type<PlaceName[]>(),
    residence: text('residence'),
    residencePublic: boolean('residence_public').notNull().default(true),
    profession: text('profession'),
    professionPublic: boolean('profession_public').notNull().default(true),
    bio: text('bio'),
    jungianType: text('jungian_type'),
    heightM: doublePrecision('height_m'),
    userType: text('user_type').notNull().default('free'),
    diet: text('diet'),
    religiosity: text('religiosity'),
    drinking: text('drinking'),
    smoking: text('smoking'),
    workout: text('workout'),
    answeredQuiz: boolean('answered_quiz').notNull().default(false),
    // astrology preferences
    birthChartType: text('birth_chart_type'),
    birthChartSymbol: text('birth_chart_symbol'),
    birthChartSign: text('birth_chart_sign'),
    tropicalSidereal: text('tropical_sidereal'),
    // dating preferences
    purpose: text('purpose'),
    wantsToMeet: text('wants_to_meet'),
    orientation: text('orientation'),
    orientationPublic: boolean('orientation_public').notNull().default(true),
    relationshipStatus: text('relationship_status'),
    relationshipStatusPublic: boolean('relationship_status_public').notNull().default(true),
    ageFrom: smallint('age_from'),
    ageTo: smallint('age_to'),
    ageRangePublic: boolean('age_range_public').notNull().default(true),
    maxDistance: smallint('max_distance'),
    distanceType: text('distance_type'),
    hideFromExplore: boolean('hide_from_explore').notNull().default(false),
    showOnlineStatus: boolean('show_online_status').notNull().default(true),
    // push notification switches (member row: likes, superlikes, message, matches)
    pushBeenMatched: boolean('push_been_matched').notNull().default(true),
    pushBeenLiked: boolean('push_been_liked').notNull().default(true),
    pushBeenSuperliked: boolean('push_been_superliked').notNull().default(true),
    pushMessageReceived: boolean('push_message_received').notNull().default(true),
    pushAstroInsights: boolean('push_astro_insights').notNull().default(true),
    /**
     * Whether a device of the member has a usable push token (set, and never reported invalid by FCM).
     * Kept by triggers on member_devices and invalid_push_tokens (migration 0045), so that the audience
     * count can say how many lack one from an index; the fan-out reads the tokens themselves.
     */
    hasPushToken: boolean('has_push_token').notNull().default(false),
    preferences: jsonb('preferences').$type<MemberPreference[]>().notNull().default([]),
    // registration and account state
    isRegistrationComplete: boolean('is_registration_complete').notNull().default(false),
    registrationCompletedAt: timestamptz('registration_completed_at'),
    /** Last onboarding step reached (1 first screen … 8 done), for the drop-off analytics. */
    onboardingStage: smallint('onboarding_stage').notNull().default(1),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDormant: boolean('is_dormant').notNull().default(false),
    /** Admin-blocked: the role blocked. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** A demo account made by staff (a virtual profile): the role demo. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Made by the demo data generator: never reached through a real mail or push provider. */
    seeded: boolean('seeded').notNull().default(false),
    /** When the member turned e-mails off (the List-Unsubscribe link of a member e-mail); null: e-mails on. */
    emailUnsubscribedAt: timestamptz('email_unsubscribed_at'),
    blockedAt: timestamptz('blocked_at'),
    isOnHold: boolean('is_on_hold').notNull().default(false),
    onHoldReason: text('on_hold_reason'),
    onHoldBy: uuid('on_hold_by'),
    onHoldAt: timestamptz('on_hold_at'),
    /** Connected to the app right now (the app's presence). */
    isOnline: boolean('is_online').notNull().default(false),
    userStatus: text('user_status').notNull().default('pending'),
    rating: text('rating'),
    ratedAt: timestamptz('rated_at'),
    starred: boolean('starred').notNull().default(false),
    liked: boolean('liked').notNull().default(false),
    adminComments: text('admin_comments'),
    // pending deletion (the deletion record lives in member_deletions and survives the purge)
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    // popularity (all time)
    likeCount: integer('like_count').notNull().default(0),
    superLikeCount: integer('super_like_count').notNull().default(0),
    passesCount: integer('passes_count').notNull().default(0),
    /** Reports about this member, distinct reporters, the latest report: kept by the triggers of reports. */
    reportedCount: integer('reported_count').notNull().default(0),
    reportersCount: integer('reporters_count').notNull().default(0),
    lastReportedAt: timestamptz('last_reported_at'),
    blockedCount: integer('blocked_count').notNull().default(0),
    // weekly counters, for the week starting week_start
    weekStart: date('week_start', { mode: 'string' }),
    weekSwipes: integer('week_swipes').notNull().default(0),
    weekLikes: integer('week_likes').notNull().default(0),
    weekSuperLikes: integer('week_super_likes').notNull().default(0),
    weekMatches: integer('week_matches').notNull().default(0),
    weekMatchMeUp: integer('week_match_me_up').notNull().default(0),
    weekLuckyTime: integer('week_lucky_time').notNull().default(0),
    weekAstroCompVisits: integer('week_astro_comp_visits').notNull().default(0),
    weekChatbotVisits: integer('week_chatbot_visits').notNull().default(0),
    weekJungianCompVisits: integer('week_jungian_comp_visits').notNull().default(0),
    // current device (all devices and push tokens: member_devices)
    devicePlatform: text('device_platform'),
    deviceModel: text('device_model'),
    osVersion: text('os_version'),
    appVersion: text('app_version'),
    /** major*10000 + minor*100 + patch: 1.2.1 is 10201. */
    appVersionCode: integer('app_version_code'),
    build: text('build'),
    language: text('language'),
    // times
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    lastLoginAt: timestamptz('last_login_at'),
    lastActiveAt: timestamptz('last_active_at'),
    adminModifiedAt: timestamptz('admin_modified_at'),
    adminModifiedBy: uuid('admin_modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // dashboard windows (index-only) and the list sorted by creation
    index('members_created_idx').on(t.createdAt, t.isDeleted, t.gender, t.isRegistrationComplete),
    index('members_country_created_idx').on(
      t.countryCode,
      t.createdAt,
      t.isDeleted,
      t.gender,
      t.isRegistrationComplete,
    ),
    index('members_last_login_idx').on(t.lastLoginAt),
    index('members_last_active_idx').on(t.lastActiveAt, t.countryCode, t.isDeleted),
    index('members_modified_idx').on(t.modifiedAt),
    index('members_dob_idx').on(t.dob),
    // search and sort by nickname and e-mail: prefix (btree) and substring (trigram); names are searched
    // and sorted through search_name, accent- and case-insensitive
    index('members_search_name_order_idx').using('btree', sql`${t.searchName} text_pattern_ops`),
    index('members_identifier_prefix_idx').using('btree', sql`lower(${t.identifier}) text_pattern_ops`),
    index('members_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('members_identifier_trgm_idx').using('gin', sql`lower(${t.identifier}) gin_trgm_ops`),
    // tabs and small sets
    index('members_user_status_idx').on(t.userStatus, t.modifiedAt),
    index('members_jungian_idx').on(t.jungianType),
    index('members_blocked_idx')
      .on(t.createdAt)
      .where(sql`${t.isBlocked} and not ${t.isDeleted}`),
    // the Members tab in creation order: its deep pages read ids from this index alone
    index('members_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.isDeleted} and not ${t.isBlocked}`),
    index('members_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.isDeleted}`),
    index('members_incomplete_idx')
      .on(t.modifiedAt)
      .where(sql`not ${t.isRegistrationComplete} and not ${t.isDeleted}`),
    // moderation: the reported list, the photo-rating grid (all and rated) and the review tabs
    // the reported list sorted by total reports, unique reporters, sign-up or name: ids read from the
    // index alone (cheap even with many reported members), then the page rows
    index('members_reported_sort_idx')
      .on(t.reportedCount, t.reportersCount, t.createdAt, t.nickName, t.lastReportedAt, t.id)
      .where(sql`${t.reportedCount} > 0 and not ${t.isDeleted}`),
    index('members_reported_idx')
      .on(t.lastReportedAt)
      .where(sql`${t.reportedCount} > 0 and not ${t.isDeleted}`),
    // (gender, status and rating too, so that the Profiles counts over a day range read the index alone)
    index('members_review_idx')
      .on(t.modifiedAt, t.gender, t.userStatus, t.rating)
      .where(sql`${t.isRegistrationComplete} and not ${t.isDeleted}`),
    index('members_rated_idx')
      .on(t.modifiedAt)
      .where(sql`${t.rating} is not null and ${t.isRegistrationComplete} and not ${t.isDeleted}`),
    // a Profiles V2 tab in modified order: its deep pages read the ids (gender too) from the index alone
    index('members_review_status_idx')
      .on(t.userStatus, t.modifiedAt, t.id, t.gender)
      .where(sql`${t.isRegistrationComplete} and not ${t.isDeleted}`),
    // a name search on the Profiles grid and the Profiles V2 tabs counts its matches from this index
    // alone (status, name, then what their filters and counts read) instead of visiting every matched row
    index('members_review_search_idx')
      .on(t.userStatus, t.searchName, t.gender, t.rating, t.modifiedAt)
      .where(sql`${t.isRegistrationComplete} and not ${t.isDeleted}`),
    // push audiences: a segment's count reads its columns from this index alone (Active and Dormant
    // from its first two), never the wide rows
    index('members_audience_idx')
      .on(...audienceColumns(t))
      .where(sql`not ${t.isDeleted} and not ${t.isBlocked}`),
    // the same for the members of a segment without a usable push token (a tenth of them, or so)
    index('members_no_push_token_idx')
      .on(...audienceColumns(t))
      .where(sql`not ${t.isDeleted} and not ${t.isBlocked} and not ${t.hasPushToken}`),
    index('members_online_idx')
      .on(t.countryCode)
      .where(sql`${t.isOnline} and not ${t.isDeleted}`),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
