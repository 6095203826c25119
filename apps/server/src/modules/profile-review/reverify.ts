import { eq } from 'drizzle-orm';
import type { PhotoStatus, UserStatus } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { statusAfterPhotoChange } from './statusRules';

const { members, memberPhotos } = schema;

/**
 * Called inside a photo change's transaction (after the photo row is added or removed): moves an
 * approved profile to reverify_1 or reverify_2 by statusAfterPhotoChange, with an audit row.
 */
export async function reverifyAfterPhotoChange(
  tx: Db,
  actor: Actor,
  memberId: string,
  addedPending: boolean,
): Promise<UserStatus | null> {
  const [member] = await tx
    .select({ userStatus: members.userStatus })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const photos = await tx
    .select({ status: memberPhotos.status })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, memberId));
  const next = statusAfterPhotoChange(
    member.userStatus,
    photos.map((p) => p.status as PhotoStatus),
    addedPending,
  );
  if (!next) return null;
  await tx.update(members).set({ userStatus: next }).where(eq(members.id, memberId));
  await writeAudit(tx, actor, {
    action: 'profile.reverify',
    entity: 'member',
    entityId: memberId,
    before: { userStatus: member.userStatus },
    after: { userStatus: next },
  });
  return next;
}
