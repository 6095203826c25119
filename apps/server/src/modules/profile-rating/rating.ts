import { eq } from 'drizzle-orm';
import {
  profileRatingMessages as messages,
  type ProfileRating,
  type ProfileRatingAnswer,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/httpErrors';

const { members } = schema;

/**
 * `PUT /api/user/update-profile/{id}`: sets (or, with null, clears) a member's photo rating in one
 * transaction with the admin stamp, an audit row and a version bump (an open member form of the same
 * member then gets its 409). The last edit (modified_at) stays, so the card keeps its place on the grid.
 * Choosing the rating the member already has changes nothing.
 */
export async function rateProfile(
  db: Db,
  actor: Actor,
  id: string,
  rating: ProfileRating | null,
): Promise<ProfileRatingAnswer> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        rating: members.rating,
        ratedAt: members.ratedAt,
        isDeleted: members.isDeleted,
        version: members.version,
      })
      .from(members)
      .where(eq(members.id, id))
      .limit(1)
      .for('update');
    if (!before) throw notFound(messages.notFound);
    if (before.isDeleted) throw badRequest(messages.pendingDeletion);
    if (before.rating === rating) return;
    const now = new Date();
    const after = { rating, ratedAt: rating ? now : null };
    await tx
      .update(members)
      .set({ ...after, adminModifiedAt: now, adminModifiedBy: actor.id, version: before.version + 1 })
      .where(eq(members.id, id));
    await writeAudit(tx, actor, {
      action: 'member.rating',
      entity: 'member',
      entityId: id,
      before: { rating: before.rating, ratedAt: before.ratedAt },
      after,
    });
  });
  return { valid: true, message: rating ? messages.saved : messages.cleared, rating };
}
