import { asc, inArray, sql } from 'drizzle-orm';
import {
  OLD_APP_VERSION_CODE,
  photoStatuses,
  profileRatings,
  userStatuses,
  type CardPhoto,
  type PhotoStatus,
  type ProfileCard,
  type ProfileRating,
  type UserStatus,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { ageInYears, iso } from '../../lib/dates';

/**
 * The moderation card (contract ProfileCard) shared by the Profiles grid (user/profiles-list) and
 * Profiles V2 (profiles/profiles-status-list): a member's columns and their photos.
 */

const { members, memberPhotos } = schema;

/**
 * Members the moderation screens list: registration complete, not pending deletion (the rows of the
 * partial indexes members_review_idx, members_rated_idx and members_review_status_idx).
 */
export const listedForModeration = sql`${members.isRegistrationComplete} and not ${members.isDeleted}`;

/** The member columns a card shows. */
export const cardColumns = {
  id: members.id,
  nickName: members.nickName,
  identifier: members.identifier,
  gender: members.gender,
  dob: members.dob,
  wantsToMeet: members.wantsToMeet,
  orientation: members.orientation,
  modifiedAt: members.modifiedAt,
  createdAt: members.createdAt,
  rating: members.rating,
  adminComments: members.adminComments,
  bio: members.bio,
  isBlocked: members.isBlocked,
  isOnHold: members.isOnHold,
  userStatus: members.userStatus,
  preferences: members.preferences,
  appVersion: members.appVersion,
  appVersionCode: members.appVersionCode,
  version: members.version,
};

export interface CardMemberRow {
  id: string;
  nickName: string;
  identifier: string;
  gender: string | null;
  dob: string | null;
  wantsToMeet: string | null;
  orientation: string | null;
  modifiedAt: Date;
  createdAt: Date;
  rating: string | null;
  adminComments: string | null;
  bio: string | null;
  isBlocked: boolean;
  isOnHold: boolean;
  userStatus: string;
  preferences: { key: string; value: unknown }[];
  appVersion: string | null;
  appVersionCode: number | null;
  version: number;
}

export interface CardPhotoRow {
  id: string;
  memberId: string;
  position: number;
  url: string;
  thumbUrl: string | null;
  status: string;
}

/** App version 1.2.1 as major*10000 + minor*100 + patch: below it, or unknown, is the old version. */
export const isOldAppVersion = (code: number | null) => code === null || code < OLD_APP_VERSION_CODE;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const photoStatusOf = (status: string): PhotoStatus => (isOneOf(photoStatuses, status) ? status : 'pending');

export function toCardPhoto(row: CardPhotoRow): CardPhoto {
  return {
    _id: row.id,
    position: row.position,
    filename: row.url,
    thumbnail: row.thumbUrl,
    status: photoStatusOf(row.status),
  };
}

/** Pure mapping of one member and their photos (any order; at most 6 kept, by position) to a card. */
export function toProfileCard(row: CardMemberRow, photos: CardPhotoRow[]): ProfileCard {
  const mediaItems = [...photos]
    .sort((a, b) => a.position - b.position)
    .slice(0, 6)
    .map(toCardPhoto);
  const rating: ProfileRating | null = isOneOf(profileRatings, row.rating) ? row.rating : null;
  const userStatus: UserStatus = isOneOf(userStatuses, row.userStatus) ? row.userStatus : 'pending';
  return {
    _id: row.id,
    nickName: row.nickName,
    identifier: row.identifier,
    gender: row.gender,
    dob: row.dob,
    age: row.dob ? ageInYears(row.dob) : null,
    genders: row.wantsToMeet,
    orientation: row.orientation,
    modifiedAt: iso(row.modifiedAt),
    createdAt: iso(row.createdAt),
    rating,
    adminComments: row.adminComments,
    profiles: [{ type: 'profile', text: row.bio, mediaItems }],
    isBlocked: row.isBlocked,
    isOnHold: row.isOnHold,
    photoStatuses: Object.fromEntries(mediaItems.map((p) => [`p_${p.position}`, p.status])),
    userStatus,
    preferences: row.preferences.map(({ key, value }) => ({ key, value })),
    userAppVersion: row.appVersion,
    isOldVersion: isOldAppVersion(row.appVersionCode),
    version: row.version,
  };
}

/**
 * Cards for the given members, in the given order (ids not found are skipped): two queries, one for
 * the members and one for all their photos by position.
 */
export async function loadProfileCards(db: Db, memberIds: string[]): Promise<ProfileCard[]> {
  if (!memberIds.length) return [];
  const [rows, photos] = await Promise.all([
    db.select(cardColumns).from(members).where(inArray(members.id, memberIds)),
    db
      .select({
        id: memberPhotos.id,
        memberId: memberPhotos.memberId,
        position: memberPhotos.position,
        url: memberPhotos.url,
        thumbUrl: memberPhotos.thumbUrl,
        status: memberPhotos.status,
      })
      .from(memberPhotos)
      .where(inArray(memberPhotos.memberId, memberIds))
      .orderBy(asc(memberPhotos.memberId), asc(memberPhotos.position)),
  ]);
  const photosOf = new Map<string, CardPhotoRow[]>();
  for (const photo of photos) {
    const list = photosOf.get(photo.memberId) ?? [];
    list.push(photo);
    photosOf.set(photo.memberId, list);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return memberIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProfileCard(row, photosOf.get(id) ?? [])] : [];
  });
}
