import { virtualProfileTexts as v, type VirtualProfileBody } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { checkedRows } from './checks';
import { insertVirtualMembers } from './members';

/** `fakeProfile/add-fack-profile`: one row, checked, becomes a member (role demo) with its library image. */
export async function addVirtualProfile(
  db: Db,
  actor: Actor,
  body: VirtualProfileBody,
): Promise<{ _id: string; imageId: string; message: string }> {
  const [item] = await checkedRows(db, [body]);
  if (!item) throw new Error('a checked row went missing');
  const id = await db.transaction(async (tx) => {
    const [memberId] = await insertVirtualMembers(tx, actor.id, [item], null);
    if (!memberId) throw new Error('member insert returned no row');
    await writeAudit(tx, actor, {
      action: 'member.virtual.create',
      entity: 'member',
      entityId: memberId,
      after: { ...item.row, imageId: item.image.id },
    });
    return memberId;
  });
  return { _id: id, imageId: item.image.id, message: body.row ? v.rowUploaded(body.row) : v.created };
}
