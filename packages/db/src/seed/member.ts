import {
  DEFAULT_RETENTION_DAYS,
  DEMO_PUSH_TOKEN_PREFIX,
  OLD_APP_VERSION_CODE,
  type PhotoStatus,
  type UserStatus,
} from '@orrery/contract';
import type { memberDeletions, memberDevices, memberPhotos, members } from '../schema/index';
import type { Gazetteer, City } from './cities';
import { appReleases } from './devices';
import type { Market } from './markets';
import { nameSets } from './names';
import * as p from './pickers';
import { generateFeedback, type FeedbackInsert } from './feedback';
import type { PhotoPool, PoolImage } from './photos';
import { generateReports, type ReportInsert } from './reports';
import { between, chance, intBetween, normal, pick, rngFor, tokenFrom, uuidFrom, type Rng } from './random';
import { bioParts, blockComments, onHoldReasons, professions } from './texts';
import { countryName, dayString, mondayOf, sunSign } from './time';
import { deletionTexts } from './deletionTexts';

export type MemberInsert = Required<typeof members.$inferInsert>;
export type PhotoInsert = Required<typeof memberPhotos.$inferInsert>;
export type DeviceInsert = Required<typeof memberDevices.$inferInsert>;
export type DeletionInsert = Required<typeof memberDeletions.$inferInsert>;

export interface GeneratedMember {
  member: MemberInsert;
  photos: PhotoInsert[];
  devices: DeviceInsert[];
  deletion: DeletionInsert | null;
  /** Reports other members made about this one (loaded after every member of the seed). */
  reports: ReportInsert[];
  feedback: FeedbackInsert[];
}

export interface SeedContext {
  seed: number;
  /** The moment the data is generated for (ms): sign-ups run over the three years before it. */
  now: number;
  gazetteer: Gazetteer;
  pool: PhotoPool;
  /** How many members the seed makes: reporters are drawn among them (no reports below 2). */
  members?: number;
  /** Screenshots attached to generated feedback (none when absent). */
  screenshots?: readonly PoolImage[];
}

const DAY = 86_400_000;
export const SPAN_DAYS = 3 * 365;
/** Sign-ups grow six-fold over the three years. */
const GROWTH = Math.log(6);

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Sign-up time: density growing exponentially towards now. */
function signUpTime(rng: Rng, now: number): number {
  const frac = Math.log(1 + rng() * (Math.exp(GROWTH) - 1)) / GROWTH;
  return Math.floor(now - SPAN_DAYS * DAY + frac * SPAN_DAYS * DAY);
}

function placeOf(ctx: SeedContext, rng: Rng, market: Market | null): City | undefined {
  return market ? ctx.gazetteer.cityIn(market.code, rng) : undefined;
}

function releaseAt(rng: Rng, now: number, at: number) {
  const shipped = appReleases.filter((r) => now - r.shippedDaysAgo * DAY <= at);
  const latest = shipped[shipped.length - 1] ?? appReleases[0]!;
  return chance(rng, 0.7) ? latest : pick(rng, shipped.length ? shipped : appReleases);
}

function photoStatuses(rng: Rng, status: UserStatus, count: number): PhotoStatus[] {
  return Array.from({ length: count }, (_, i): PhotoStatus => {
    switch (status) {
      case 'approved':
      case 'old_approved':
        return i > 0 && chance(rng, 0.08) ? 'rejected' : 'approved';
      case 'reverify_2':
        return i === 0 || chance(rng, 0.4) ? 'approved' : 'pending';
      case 'limited':
      case 'blocked':
        return 'rejected';
      case 'onHold':
        return chance(rng, 0.5) ? 'rejected' : 'pending';
      default:
        return 'pending';
    }
  });
}

/** The id of member number `index` of the seed: its stream's first draw, whatever the moment. */
export const generatedMemberId = (seed: number, index: number) => uuidFrom(rngFor(seed, index));

/** Member number `index` of the seed: the same index and seed give the same member, always. */
export function generateMember(ctx: SeedContext, index: number): GeneratedMember {
  const rng = rngFor(ctx.seed, index);
  const { now } = ctx;
  const id = uuidFrom(rng);
  const market = p.pickMarket(rng);
  const vedic = market?.vedic ?? false;
  const names = nameSets[market?.names ?? 'anglo'];
  const createdAt = signUpTime(rng, now);
  const ageDays = (now - createdAt) / DAY;

  // registration: about 13 % stop before the last onboarding step (more among the newest)
  const complete = !chance(rng, ageDays < 2 ? 0.3 : 0.13);
  const stage = complete ? 8 : intBetween(rng, 1, 7);
  const gender = stage >= 2 || chance(rng, 0.5) ? (chance(rng, 0.44) ? 'f' : 'm') : null;
  const first = pick(
    rng,
    gender === 'f' ? names.female : gender === 'm' ? names.male : [...names.female, ...names.male],
  );
  const last = pick(rng, names.surnames);
  const nickRoll = rng();
  const nickName =
    nickRoll < 0.6 ? first : nickRoll < 0.85 ? `${first} ${last[0]}.` : `${first}${intBetween(rng, 1, 99)}`;
  const domains =
    market?.code === 'IN'
      ? p.pickEmailDomain.IN
      : market?.code === 'BR'
        ? p.pickEmailDomain.BR
        : p.pickEmailDomain.other;
  const identifier = `${ascii(first)}.${ascii(last)}${index}@${domains(rng)}`;
  const social = chance(rng, 0.35);

  // birth
  const [ageLo, ageHi] = p.pickAgeBand(rng);
  const ageAtSignUp = between(rng, ageLo, ageHi + 1);
  const dobMs = createdAt - ageAtSignUp * 365.2425 * DAY;
  const hasDob = stage >= 3;
  const dob = hasDob ? dayString(dobMs) : null;
  const tob =
    hasDob && chance(rng, 0.82)
      ? `${String(intBetween(rng, 0, 23)).padStart(2, '0')}:${String(intBetween(rng, 0, 59)).padStart(2, '0')}`
      : null;
  const birthMarket = chance(rng, 0.88) ? market : p.pickMarket(rng);
  const birthCity = hasDob ? placeOf(ctx, rng, birthMarket) : undefined;
  const home = stage >= 4 ? placeOf(ctx, rng, market) : undefined;
  const country = market && stage >= 4 ? market.code : null;
  const countryText = country ? countryName(country) : null;
  const location = home && countryText ? `${home.name}, ${countryText}` : null;

  // activity: retained members come back often, the others drift away
  const retained = chance(rng, complete ? 0.5 : 0.15);
  const sinceActiveDays = Math.min(ageDays, retained ? -Math.log(1 - rng()) * 3 : rng() * ageDays);
  let lastActiveAt = now - sinceActiveDays * DAY;
  const online = retained && sinceActiveDays < 0.5 && chance(rng, 0.08);
  if (online) lastActiveAt = now - rng() * 10 * 60_000;

  // device and app version at the last visit
  const android = chance(rng, market?.android ?? 0.6);
  const platform = android ? 'android' : 'ios';
  const model = android ? p.pickAndroidModel(rng) : p.pickIosModel(rng);
  const osVersion = android ? p.pickOsVersion.android(rng) : p.pickOsVersion.ios(rng);
  const release = releaseAt(rng, now, lastActiveAt);
  const language = market ? (p.languagePickers.get(market.code)?.(rng) ?? 'en') : 'en';

  // account state
  const deleted = chance(rng, 0.04);
  const retentionStart = Math.max(createdAt, now - DEFAULT_RETENTION_DAYS * DAY);
  const deletedAt = deleted ? retentionStart + rng() * (now - retentionStart) : null;
  if (deletedAt !== null) lastActiveAt = Math.min(lastActiveAt, deletedAt);
  const lastLoginAt = Math.max(createdAt, lastActiveAt - rng() * 3 * DAY);
  // only registered members are seen in the app, so only they get reported; the more reports, the
  // likelier staff blocked the account
  const reports = complete
    ? generateReports(ctx.seed, index, ctx.members ?? 0, id, createdAt, deletedAt ?? now)
    : generateReports(ctx.seed, index, 0, id, createdAt, now);
  const reportedCount = reports.reportedCount;
  const blocked =
    complete && chance(rng, reportedCount > 0 ? Math.min(0.7, 0.08 + 0.04 * reportedCount) : 0.004);
  const onHold = complete && !blocked && release.code < OLD_APP_VERSION_CODE && chance(rng, 0.08);
  const dormant = !deleted && now - lastActiveAt > 30 * DAY;
  let userStatus: UserStatus = 'pending';
  if (blocked) userStatus = 'blocked';
  else if (onHold) userStatus = 'onHold';
  else if (complete) {
    const drawn = p.pickUserStatus(rng);
    userStatus =
      ageDays < 2 ? 'pending' : drawn === 'approved' && release.code < 10200 ? 'old_approved' : drawn;
  }

  // photos from the generated pool
  const photoCount = complete ? p.pickPhotoCount(rng) : stage >= 6 ? intBetween(rng, 0, 2) : 0;
  const statuses = photoStatuses(rng, userStatus, photoCount);
  const poolImages = gender === 'm' ? ctx.pool.m : gender === 'f' ? ctx.pool.f : ctx.pool.all;
  const photos: PhotoInsert[] = statuses.map((status, i) => {
    const image = pick(rng, poolImages);
    const added = new Date(Math.min(now, createdAt + (i + rng()) * 120_000));
    return {
      id: uuidFrom(rng),
      memberId: id,
      position: i + 1,
      url: image.url,
      thumbUrl: image.thumbUrl,
      mime: 'image/jpeg',
      kind: 'image',
      source: 'seed',
      title: null,
      sizeBytes: image.sizeBytes,
      width: image.width,
      height: image.height,
      status,
      createdAt: added,
      reviewedAt: status === 'pending' ? null : new Date(Math.min(now, added.getTime() + rng() * 2 * DAY)),
      reviewedBy: null,
    };
  });

  const hasBio = complete && chance(rng, 0.72);
  const lifestyle = complete && chance(rng, 0.8);
  const answeredQuiz = complete && chance(rng, 0.7);
  const profileComplete = complete && hasBio && lifestyle && answeredQuiz && photoCount >= 3;
  const age = Math.floor((now - dobMs) / (365.2425 * DAY));
  const heightM = gender ? Math.round(normal(rng, gender === 'f' ? 1.62 : 1.75, 0.07) * 100) / 100 : null;
  const wantsToMeet = (() => {
    const orientation = p.pickOrientation(rng);
    if (orientation === 'b' || orientation === 'o') return { orientation, wants: 'b' };
    const other = gender === 'f' ? 'm' : 'f';
    return { orientation, wants: orientation === 'g' ? (gender ?? 'm') : other };
  })();
  const recentWeek = sinceActiveDays < 7 && !deleted;
  const swipes = recentWeek ? Math.floor(rng() * 250) : 0;
  const scale =
    Math.max(1, ageDays) *
    (gender === 'f' ? 1.1 : 0.35) *
    Math.exp(normal(rng, 0, 0.8)) *
    (complete ? 1 : 0.05);
  const memberId = id;
  const deletedFromUser = chance(rng, 0.92);

  const member: MemberInsert = {
    id: memberId,
    nickName,
    fullName: `${first} ${last}`,
    identifier,
    mode: social ? 'social' : 'local',
    isEmailVerified: social || chance(rng, 0.82),
    gender,
    dob,
    tob,
    pob: birthCity ? `${birthCity.name}, ${countryName(birthCity.countryCode)}` : null,
    birthLat: birthCity?.lat ?? null,
    birthLng: birthCity?.lng ?? null,
    place: home?.name ?? null,
    location,
    city: home?.name ?? null,
    region: null,
    countryCode: country,
    country: countryText,
    lat: home?.lat ?? null,
    lng: home?.lng ?? null,
    placeNames:
      home && country && countryText
        ? [
            { name: home.name, type: home.featureCode, geo: { lat: home.lat, lng: home.lng } },
            { name: countryText, type: 'PCLI' },
          ]
        : null,
    residence: location,
    residencePublic: chance(rng, 0.85),
    profession: complete && chance(rng, 0.9) ? pick(rng, professions) : null,
    professionPublic: chance(rng, 0.8),
    bio: hasBio ? `${pick(rng, bioParts.openers)} ${pick(rng, bioParts.closers)}`.trim() : null,
    jungianType: answeredQuiz ? p.pickJungian(rng) : null,
    heightM,
    userType: p.pickTier(rng),
    diet: lifestyle ? (vedic ? p.pickDiet.vedic : p.pickDiet.other)(rng) : null,
    religiosity: lifestyle ? p.pickReligiosity(rng) : null,
    drinking: lifestyle ? p.pickDrinking(rng) : null,
    smoking: lifestyle ? p.pickSmoking(rng) : null,
    workout: lifestyle ? p.pickWorkout(rng) : null,
    answeredQuiz,
    birthChartType: stage >= 5 ? (vedic ? p.pickChartType.vedic : p.pickChartType.other)(rng) : null,
    birthChartSymbol: stage >= 5 ? (vedic ? p.pickChartSymbol.vedic : p.pickChartSymbol.other)(rng) : null,
    birthChartSign: dob ? sunSign(dob) : null,
    tropicalSidereal: stage >= 5 ? (chance(rng, vedic ? 0.8 : 0.12) ? 's' : 't') : null,
    purpose: stage >= 6 ? p.pickPurpose(rng) : null,
    wantsToMeet: stage >= 6 ? wantsToMeet.wants : null,
    orientation: stage >= 6 ? wantsToMeet.orientation : null,
    orientationPublic: chance(rng, 0.7),
    relationshipStatus: stage >= 6 ? p.pickRelationship(rng) : null,
    relationshipStatusPublic: chance(rng, 0.75),
    ageFrom: stage >= 6 ? Math.max(18, age - intBetween(rng, 2, 8)) : null,
    ageTo: stage >= 6 ? Math.min(99, age + intBetween(rng, 2, 12)) : null,
    ageRangePublic: chance(rng, 0.6),
    maxDistance: stage >= 6 ? pick(rng, [10, 25, 50, 80, 100, 160, 250, 500]) : null,
    distanceType: stage >= 6 ? (market?.miles ? 'Miles' : 'KM') : null,
    hideFromExplore: chance(rng, 0.04),
    showOnlineStatus: chance(rng, 0.85),
    pushBeenMatched: chance(rng, 0.9),
    pushBeenLiked: chance(rng, 0.85),
    pushBeenSuperliked: chance(rng, 0.88),
    pushMessageReceived: chance(rng, 0.92),
    pushAstroInsights: chance(rng, 0.7),
    hasPushToken: false, // set below from the devices (the triggers would find the same)
    preferences: [
      { type: 'app', key: 'app_version', value: release.version },
      { type: 'app', key: 'language', value: language },
    ],
    isRegistrationComplete: complete,
    registrationCompletedAt: complete ? new Date(createdAt + rng() * 40 * 60_000) : null,
    onboardingStage: stage,
    isProfileComplete: profileComplete,
    isActive: !dormant,
    isDormant: dormant,
    isBlocked: blocked,
    isDemo: false,
    seeded: true,
    emailUnsubscribedAt: null,
    blockedAt: blocked ? new Date(createdAt + rng() * (now - createdAt)) : null,
    isOnHold: onHold,
    onHoldReason: onHold ? pick(rng, onHoldReasons) : null,
    onHoldBy: null,
    onHoldAt: onHold ? new Date(now - rng() * 20 * DAY) : null,
    isOnline: online && !deleted && !blocked,
    userStatus,
    rating: userStatus !== 'pending' && chance(rng, 0.35) ? p.pickRating(rng) : null,
    ratedAt: null,
    starred: chance(rng, 0.02),
    liked: chance(rng, 0.05),
    adminComments: blocked ? pick(rng, blockComments) : null,
    isDeleted: deleted,
    deletedAt: deletedAt === null ? null : new Date(deletedAt),
    likeCount: Math.floor(scale * 0.8),
    superLikeCount: Math.floor(scale * 0.06),
    passesCount: Math.floor(scale * 1.4),
    reportedCount,
    reportersCount: reports.reportersCount,
    lastReportedAt: reports.lastReportedAt,
    blockedCount: reportedCount > 0 ? intBetween(rng, 0, reportedCount) : chance(rng, 0.03) ? 1 : 0,
    weekStart: mondayOf(now),
    weekSwipes: swipes,
    weekLikes: Math.floor(swipes * between(rng, 0.15, 0.45)),
    weekSuperLikes: Math.floor(swipes * between(rng, 0, 0.03)),
    weekMatches: Math.floor(swipes * between(rng, 0, 0.06)),
    weekMatchMeUp: recentWeek ? intBetween(rng, 0, 6) : 0,
    weekLuckyTime: recentWeek ? intBetween(rng, 0, 5) : 0,
    weekAstroCompVisits: recentWeek ? intBetween(rng, 0, 12) : 0,
    weekChatbotVisits: recentWeek ? intBetween(rng, 0, 8) : 0,
    weekJungianCompVisits: recentWeek && answeredQuiz ? intBetween(rng, 0, 5) : 0,
    devicePlatform: platform,
    deviceModel: model,
    osVersion,
    appVersion: release.version,
    appVersionCode: release.code,
    build: release.build,
    language,
    createdAt: new Date(createdAt),
    modifiedAt: new Date(Math.max(createdAt, lastActiveAt - rng() * 10 * DAY)),
    lastLoginAt: new Date(lastLoginAt),
    lastActiveAt: new Date(lastActiveAt),
    adminModifiedAt: blocked || onHold ? new Date(now - rng() * 30 * DAY) : null,
    adminModifiedBy: null,
    version: 1,
  };
  if (member.rating) member.ratedAt = new Date(Math.min(now, createdAt + rng() * ageDays * DAY));
  if (member.blockedAt && member.adminModifiedAt && member.adminModifiedAt < member.blockedAt)
    member.adminModifiedAt = member.blockedAt;
  if (member.modifiedAt < member.createdAt) member.modifiedAt = member.createdAt;

  const devices: DeviceInsert[] = [
    {
      id: uuidFrom(rng),
      memberId,
      platform,
      model,
      osVersion,
      appVersion: release.version,
      appVersionCode: release.code,
      build: release.build,
      language,
      // demo-shaped (never a valid FCM token): a demo device can never be reached
      pushToken: chance(rng, 0.9) ? `${DEMO_PUSH_TOKEN_PREFIX}${tokenFrom(rng, 64)}` : null,
      createdAt: new Date(createdAt),
      lastSeenAt: new Date(lastActiveAt),
    },
  ];
  member.hasPushToken = devices[0]?.pushToken != null;
  if (chance(rng, 0.1)) {
    const old = appReleases[0]!;
    devices.push({
      id: uuidFrom(rng),
      memberId,
      platform: android ? 'ios' : 'android',
      model: android ? p.pickIosModel(rng) : p.pickAndroidModel(rng),
      osVersion: android ? p.pickOsVersion.ios(rng) : p.pickOsVersion.android(rng),
      appVersion: old.version,
      appVersionCode: old.code,
      build: old.build,
      language,
      pushToken: null,
      createdAt: new Date(createdAt),
      lastSeenAt: new Date(createdAt + rng() * (lastActiveAt - createdAt)),
    });
  }

  const deletion: DeletionInsert | null =
    deletedAt === null
      ? null
      : {
          id: uuidFrom(rng),
          memberId,
          ...withTexts(rng, deletedFromUser),
          deletedFromUser,
          deletedBy: null,
          deletedAt: new Date(deletedAt),
          purgedAt: null,
          memberCreatedAt: new Date(createdAt),
          memberLastLoginAt: new Date(lastLoginAt),
          countryCode: country,
          gender,
          birthYear: dob ? Number(dob.slice(0, 4)) : null,
          wasRegistrationComplete: complete,
          devicePlatform: platform,
          appVersion: release.version,
          language,
          daysAsMember: Math.floor((deletedAt - createdAt) / DAY),
        };
  const feedback = generateFeedback(
    ctx.seed,
    index,
    {
      id,
      email: identifier,
      createdAt,
      lastActiveAt,
      appVersion: release.version,
      devicePlatform: platform,
    },
    ctx.screenshots ?? [],
  );
  return { member, photos, devices, deletion, reports: reports.rows, feedback };
}

/**
 * A deletion record of an account already removed for good (past the retention period): only the
 * record remains, as after the purge job. Numbered apart from members (`index` of its own stream).
 */
/** The deletion's reason and the member's own words about it. */
function withTexts(rng: Rng, fromUser: boolean) {
  const reason = fromUser ? p.pickReason(rng) : 'other';
  return { reason, ...deletionTexts(rng, reason, fromUser) };
}

export function generatePurgedDeletion(ctx: SeedContext, index: number): DeletionInsert {
  const rng = rngFor(ctx.seed, index, 0x0de1e7ed);
  const { now } = ctx;
  const market = p.pickMarket(rng);
  const createdAt = signUpTime(rng, now - DEFAULT_RETENTION_DAYS * DAY);
  const deletedAt = createdAt + rng() * (now - DEFAULT_RETENTION_DAYS * DAY - createdAt);
  const deletedFromUser = chance(rng, 0.92);
  const gender = chance(rng, 0.44) ? 'f' : 'm';
  const android = chance(rng, market?.android ?? 0.6);
  const release = releaseAt(rng, now, deletedAt);
  return {
    id: uuidFrom(rng),
    memberId: uuidFrom(rng),
    ...withTexts(rng, deletedFromUser),
    deletedFromUser,
    deletedBy: null,
    deletedAt: new Date(deletedAt),
    purgedAt: new Date(deletedAt + DEFAULT_RETENTION_DAYS * DAY),
    memberCreatedAt: new Date(createdAt),
    memberLastLoginAt: new Date(createdAt + rng() * (deletedAt - createdAt)),
    countryCode: market?.code ?? null,
    gender,
    birthYear: new Date(createdAt).getUTCFullYear() - intBetween(rng, 18, 60),
    wasRegistrationComplete: chance(rng, 0.85),
    devicePlatform: android ? 'android' : 'ios',
    appVersion: release.version,
    language: market ? (p.languagePickers.get(market.code)?.(rng) ?? 'en') : 'en',
    daysAsMember: Math.floor((deletedAt - createdAt) / DAY),
  };
}
