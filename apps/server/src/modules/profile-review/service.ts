import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  profileReviewMessages as texts,
  type PhotoStatus,
  type ProfileCard,
  type UpdateStatusBody,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/httpErrors';
import { isOldAppVersion, loadProfileCards } from './profileCards';
import { reviewedStatus } from './statusRules';

const { members, memberPhotos, admins } = schema;
type MemberRow = typeof members.$inferSelect;
type PhotoRow = typeof memberPhotos.$inferSelect;

/** `GET /api/profiles/review/{id}`: one member's card; 404 when there is none. */
export async function getReviewCard(db: Db, id: string): Promise<ProfileCard> {
  const [card] = await loadProfileCards(db, [id]);
  if (!card) throw notFound(texts.notFound);
  return card;
}

const key = (photo: Pick<PhotoRow, 'position'>) => `p_${photo.position}`;

/**
 * The review's checks, in order; each throws a 400 before anything is written.
 * Returns the status of each photo after the review (Block rejects them all).
 */
function checkReview(member: MemberRow, photos: PhotoRow[], body: UpdateStatusBody, comments: string) {
  if (body.isBlock && body.isOnHold) throw badRequest(texts.blockAndHold);
  if (body.isBlock && !comments) throw badRequest(texts.blockNeedsComments);
  if (body.isOnHold) {
    if (member.userStatus === 'blocked' || member.userStatus === 'limited')
      throw badRequest(texts.holdNotForStatus(member.userStatus));
    if (!isOldAppVersion(member.appVersionCode)) throw badRequest(texts.holdNotForVersion);
    if (!comments) throw badRequest(texts.holdNeedsComments);
  }
  const held = new Set(photos.map(key));
  const unknown = Object.keys(body.statusUpdates).find((k) => !held.has(k));
  if (unknown) throw badRequest(texts.noSuchPhoto(unknown));
  const decided = new Map<string, PhotoStatus>(
    photos.map((p) => [key(p), body.isBlock ? 'rejected' : (body.statusUpdates[key(p)] ?? 'pending')]),
  );
  if ([...decided.values()].includes('pending')) throw badRequest(texts.imagesPending);
  return decided;
}

async function staleMessage(tx: Db, member: MemberRow): Promise<string> {
  const [by] = member.adminModifiedBy
    ? await tx.select({ nickName: admins.nickName }).from(admins).where(eq(admins.id, member.adminModifiedBy))
    : [];
  const when = DateTime.fromJSDate(member.adminModifiedAt ?? member.modifiedAt, { zone: 'utc' }).toFormat(
    'dd-LLL-yyyy HH:mm',
  );
  return texts.stale(by ? `by ${by.nickName}, ${when} UTC` : `at ${when} UTC`);
}

/** As the member form does (memberRules): who and when change only when the hold starts or its reason changes. */
function holdColumns(member: MemberRow, isOnHold: boolean, reason: string, actorId: string, now: Date) {
  if (!isOnHold) return { isOnHold, onHoldReason: null, onHoldBy: null, onHoldAt: null };
  if (member.isOnHold && member.onHoldReason === reason) return { isOnHold };
  return { isOnHold, onHoldReason: reason, onHoldBy: actorId, onHoldAt: now };
}

const snapshot = (member: MemberRow, photos: Record<string, string>) => ({
  userStatus: member.userStatus,
  isBlocked: member.isBlocked,
  isOnHold: member.isOnHold,
  adminComments: member.adminComments,
  photoStatuses: photos,
});

/**
 * `POST /api/profiles/update-status`: the photos' decisions, the resulting profile status and the
 * Block/OnHold flags in one transaction with the member row locked, so that of two moderators on one
 * profile the second (holding the old version) gets 409 and nothing of theirs is written.
 */
export async function updateStatus(db: Db, actor: Actor, body: UpdateStatusBody): Promise<ProfileCard> {
  const comments = body.adminComments?.trim() ?? '';
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, body.userId)).for('update');
    if (!member) throw notFound(texts.notFound);
    if (member.isDeleted) throw badRequest(texts.pendingDeletion);
    const photos = await tx
      .select()
      .from(memberPhotos)
      .where(eq(memberPhotos.memberId, member.id))
      .orderBy(asc(memberPhotos.position));
    const decided = checkReview(member, photos, body, comments);
    if (member.version !== body.version) throw conflict(await staleMessage(tx, member));

    const now = new Date();
    for (const photo of photos) {
      const status = decided.get(key(photo)) ?? photo.status;
      if (status === photo.status) continue;
      await tx
        .update(memberPhotos)
        .set({ status, reviewedAt: now, reviewedBy: actor.id })
        .where(eq(memberPhotos.id, photo.id));
    }
    const userStatus = reviewedStatus({
      isBlock: body.isBlock,
      isOnHold: body.isOnHold,
      photos: [...decided.values()],
    });
    const [after] = await tx
      .update(members)
      .set({
        userStatus,
        adminComments: comments || null,
        isBlocked: body.isBlock,
        blockedAt: body.isBlock ? (member.isBlocked ? member.blockedAt : now) : null,
        ...holdColumns(member, body.isOnHold, comments, actor.id, now),
        modifiedAt: now,
        adminModifiedAt: now,
        adminModifiedBy: actor.id,
        version: member.version + 1,
      })
      .where(eq(members.id, member.id))
      .returning();
    if (!after) throw notFound(texts.notFound);
    await writeAudit(tx, actor, {
      action: 'profile.review',
      entity: 'member',
      entityId: member.id,
      before: snapshot(member, Object.fromEntries(photos.map((p) => [key(p), p.status]))),
      after: snapshot(after, Object.fromEntries(decided)),
    });
  });
  return getReviewCard(db, body.userId);
}
