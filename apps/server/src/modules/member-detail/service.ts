import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  memberRuleMessages,
  type CreateMemberBody,
  type EditMemberBody,
  type Member,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound, staleVersion } from '../../lib/httpErrors';
import { keptUntil } from '../deleted-members';
import type { MemberRow } from '../members';
import { toMember } from './mapping';
import { accountState, createColumns, profileColumns } from './rules';
import { lockForTransaction } from '../../lib/xactLock';

const { members, memberPhotos, admins } = schema;
const holdAdmin = alias(admins, 'hold_admin');
const editAdmin = alias(admins, 'edit_admin');

/** One member with its photos and the nicknames of the admins it names; 404 when there is none. */
export async function getMember(db: Db, id: string): Promise<Member> {
  const [found] = await db
    .select({ row: members, onHoldBy: holdAdmin.nickName, adminModifiedBy: editAdmin.nickName })
    .from(members)
    .leftJoin(holdAdmin, eq(holdAdmin.id, members.onHoldBy))
    .leftJoin(editAdmin, eq(editAdmin.id, members.adminModifiedBy))
    .where(eq(members.id, id))
    .limit(1);
  if (!found) throw notFound(memberRuleMessages.notFound);
  const photos = await db
    .select()
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, id))
    .orderBy(asc(memberPhotos.position));
  const { row } = found;
  // a deleted member shows since when and until when it is kept (deleted before deletedAt was kept: last change)
  const deletedAt = row.isDeleted ? (row.deletedAt ?? row.modifiedAt) : null;
  return toMember(row, photos, {
    onHoldBy: found.onHoldBy,
    adminModifiedBy: found.adminModifiedBy,
    keptUntil: deletedAt ? await keptUntil(db, deletedAt) : null,
  });
}

/**
 * Members have no unique index on the e-mail, so two writes of one address are serialised by a
 * transaction-scoped advisory lock on it, then checked.
 */
async function emailFree(tx: Db, identifier: string, exceptId?: string): Promise<void> {
  const email = identifier.trim().toLowerCase();
  await lockForTransaction(tx, `member-email:${email}`);
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.identifier}) = ${email} and not ${members.isDeleted}`)
    .limit(2);
  if (rows.some((row) => row.id !== exceptId)) throw conflict(memberRuleMessages.emailTaken);
}

/** `PUT /api/user/edit/{id}`: the member form, the state rules, Last Admin Modify, audit, version check. */
export async function editMember(db: Db, actor: Actor, id: string, body: EditMemberBody): Promise<Member> {
  const profile = profileColumns(body);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(members).where(eq(members.id, id)).limit(1).for('update');
    if (!before) throw notFound(memberRuleMessages.notFound);
    if (before.isDeleted) throw badRequest(memberRuleMessages.deletedReadOnly);
    if (before.version !== body.version) throw staleVersion(memberRuleMessages.staleEdit, before.version);
    if (profile.identifier !== before.identifier.toLowerCase()) await emailFree(tx, body.identifier, id);
    const now = new Date();
    const [after] = await tx
      .update(members)
      .set({
        ...profile,
        ...accountState(before, body, actor.id, now),
        modifiedAt: now,
        adminModifiedAt: now,
        adminModifiedBy: actor.id,
        version: before.version + 1,
      })
      .where(eq(members.id, id))
      .returning();
    if (!after) throw notFound(memberRuleMessages.notFound);
    await writeAudit(tx, actor, { action: 'member.edit', entity: 'member', entityId: id, before, after });
  });
  return getMember(db, id);
}

/** `POST /api/user/create`: a member from the essential fields; 409 when the e-mail is taken. */
export async function createMember(db: Db, actor: Actor, body: CreateMemberBody): Promise<Member> {
  const values = createColumns(body);
  const created: MemberRow = await db.transaction(async (tx) => {
    await emailFree(tx, body.identifier);
    const now = new Date();
    const [row] = await tx
      .insert(members)
      .values({ ...values, adminModifiedAt: now, adminModifiedBy: actor.id })
      .returning();
    if (!row) throw new Error('member insert returned no row');
    await writeAudit(tx, actor, { action: 'member.create', entity: 'member', entityId: row.id, after: row });
    return row;
  });
  return getMember(db, created.id);
}
