import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_MEMBER_PHOTOS, memberRuleMessages, type MediaItem } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { reencodeImage } from '../../lib/images';
import { badRequest, notFound } from '../../lib/httpErrors';
import type { StorageProvider } from '../../providers/storage';
import { reverifyAfterPhotoChange } from '../profile-review';
import { toMediaItem, type MemberPhotoRow } from './mediaItem';

const { members, memberPhotos } = schema;

/** Longer side of a stored member photo, and of its thumbnail (a JPEG of a few KB, always under 20 KB). */
export const PHOTO_SIDE = 1080;
export const THUMB_SIDE = 200;

/** Photos the demo generator shares between members: never removed by a member's delete. */
const SHARED_POOL = '/files/members/pool/';

async function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
}

/** Locks the member row for a photo change: 404 when there is none, 400 when it is deleted (read-only). */
async function writableMember(tx: Db, memberId: string): Promise<void> {
  const [member] = await tx
    .select({ isDeleted: members.isDeleted })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw notFound(memberRuleMessages.notFound);
  if (member.isDeleted) throw badRequest(memberRuleMessages.deletedReadOnly);
}

/** Marks the member as modified by an admin (Last Admin Modify) without changing its version. */
async function touchMember(tx: Db, memberId: string, actor: Actor, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({ modifiedAt: now, adminModifiedAt: now, adminModifiedBy: actor.id })
    .where(eq(members.id, memberId));
}

/**
 * Adds a photo to a member: checked by content and re-encoded (metadata stripped), a thumbnail made,
 * both stored under `members/<memberId>/`; at most 6 per member (the member row is locked while counting).
 */
export async function addMemberPhoto(
  db: Db,
  storage: StorageProvider,
  actor: Actor,
  memberId: string,
  upload: Buffer,
): Promise<MediaItem> {
  const image = await reencodeImage(upload, PHOTO_SIDE);
  const [meta, thumb] = await Promise.all([sharp(image).metadata(), thumbnailOf(image)]);
  const stored: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      await writableMember(tx, memberId);
      const taken = await tx
        .select({ position: memberPhotos.position })
        .from(memberPhotos)
        .where(eq(memberPhotos.memberId, memberId));
      if (taken.length >= MAX_MEMBER_PHOTOS)
        throw badRequest(memberRuleMessages.tooManyPhotos(MAX_MEMBER_PHOTOS));
      const used = new Set(taken.map((p) => p.position));
      const position = [1, 2, 3, 4, 5, 6].find((p) => !used.has(p)) ?? taken.length + 1;
      const key = `members/${memberId}/${randomUUID()}`;
      const url = await storage.put(`${key}.jpg`, image, 'image/jpeg');
      stored.push(url);
      const thumbUrl = await storage.put(`${key}-thumb.jpg`, thumb, 'image/jpeg');
      stored.push(thumbUrl);
      const now = new Date();
      const [created] = await tx
        .insert(memberPhotos)
        .values({
          memberId,
          position,
          url,
          thumbUrl,
          mime: 'image/jpeg',
          source: 'admin',
          sizeBytes: image.length,
          width: meta.width ?? null,
          height: meta.height ?? null,
          // a new photo waits for the photo review (Profiles V2)
          status: 'pending',
        })
        .returning();
      if (!created) throw new Error('photo insert returned no row');
      await touchMember(tx, memberId, actor, now);
      await reverifyAfterPhotoChange(tx, actor, memberId, true);
      await writeAudit(tx, actor, {
        action: 'member.photo.add',
        entity: 'member',
        entityId: memberId,
        after: created,
      });
      return created;
    });
    return toMediaItem(row);
  } catch (error) {
    await Promise.all(stored.map((url) => storage.remove(url)));
    throw error;
  }
}

/** Files of a removed photo that nothing else points at (the demo pool is shared and kept). */
async function unreferencedFiles(db: Db, photo: MemberPhotoRow): Promise<string[]> {
  const urls = [photo.url, photo.thumbUrl].filter((u): u is string => !!u && !u.startsWith(SHARED_POOL));
  const kept = new Set<string>();
  for (const url of urls) {
    const [other] = await db
      .select({ id: memberPhotos.id })
      .from(memberPhotos)
      .where(or(eq(memberPhotos.url, url), eq(memberPhotos.thumbUrl, url)))
      .limit(1);
    if (other) kept.add(url);
  }
  return urls.filter((url) => !kept.has(url));
}

/** Removes one photo of a member (row, then the files no other photo uses). */
export async function deleteMemberPhoto(
  db: Db,
  storage: StorageProvider,
  actor: Actor,
  memberId: string,
  photoId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await writableMember(tx, memberId);
    const [photo] = await tx
      .delete(memberPhotos)
      .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
      .returning();
    if (!photo) throw notFound(memberRuleMessages.photoNotFound);
    await touchMember(tx, memberId, actor, new Date());
    await reverifyAfterPhotoChange(tx, actor, memberId, false);
    await writeAudit(tx, actor, {
      action: 'member.photo.delete',
      entity: 'member',
      entityId: memberId,
      before: photo,
    });
    return photo;
  });
  for (const url of await unreferencedFiles(db, removed)) await storage.remove(url);
}
