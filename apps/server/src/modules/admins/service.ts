import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { DateTime } from 'luxon';
import {
  adminFormMessages,
  adminRuleMessages,
  type AddAdminBody,
  type AdminListAnswer,
  type AdminListQuery,
  type UpdateAdminBody,
  isAdultBirthDate,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../lib/audit';
import { dayRange } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpErrors';
import { folded, foldedContains } from '../../lib/nameSearch';
import { likePattern, paging } from '../../lib/paging';
import { selectPage } from '../../lib/pickColumns';
import type { StorageProvider } from '../../providers/storage';
import { adminViewSelection, auditView, toAdmin, type AdminRow } from './mapping';
import { conflictOnDuplicate } from '../../lib/pgErrors';

const { admins } = schema;

const sortColumns = {
  nickName: admins.nickName,
  identifier: admins.identifier,
  user_type: admins.userType,
  createdAt: admins.createdAt,
  lastLoginAt: admins.lastLoginAt,
} as const;

export async function listAdmins(db: Db, query: AdminListQuery): Promise<AdminListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const created = dayRange(query.createdStartDate, query.createdEndDate);
  const login = dayRange(query.loginStartDate, query.loginEndDate);
  const conditions: (SQL | undefined)[] = [
    query.user_type ? eq(admins.userType, query.user_type) : undefined,
    created.from && gte(admins.createdAt, created.from),
    created.to && lte(admins.createdAt, created.to),
    login.from && gte(admins.lastLoginAt, login.from),
    login.to && lte(admins.lastLoginAt, login.to),
  ];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const nameMatch = foldedContains(folded(admins.nickName), search);
    conditions.push(
      query.searchBy === 'identifier'
        ? ilike(admins.identifier, pattern)
        : query.searchBy === 'nickName'
          ? nameMatch
          : or(nameMatch, ilike(admins.identifier, pattern)),
    );
  }
  const where = and(...conditions);
  const column = sortColumns[query.sortBy ?? 'createdAt'];
  const order = query.orderBy === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  // one round trip: the page and, beside each row, the count of all matching rows
  const page = await selectPage(
    db,
    adminViewSelection,
    sql`from ${admins} where ${where ?? sql`true`} order by ${order}, ${asc(admins.id)}
      limit ${pageLimit} offset ${offset}`,
  );
  const total =
    page.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(admins).where(where))[0]?.n ?? 0) : 0);
  return { item: page.rows.map(toAdmin), pagination: { totalUser: total, pageNo, pageLimit } };
}

export async function getAdmin(db: Db, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw notFound(adminRuleMessages.notFound);
  return toAdmin(row);
}

/** Date of birth: a real date, not in the future and at least 18 years ago. */
function checkDob(dob: string): void {
  const date = DateTime.fromISO(dob, { zone: 'utc' });
  if (!date.isValid) throw badRequest(adminFormMessages.dob);
  if (!isAdultBirthDate(dob, DateTime.utc().toISODate())) throw badRequest(adminFormMessages.dobTooYoung);
}

/** Admin avatars live under /files/admins/ (admin/image-upload); an admin record owns no other file. */
const AVATARS = '/files/admins/';

/** The stored URL of the uploaded avatar the form sends back (as a signed link or plain). */
async function checkImage(
  storage: StorageProvider,
  profiles: { url: string }[],
  missing: string,
): Promise<string> {
  const link = profiles[0]?.url;
  if (!link) throw badRequest(missing);
  const url = storage.storedOf(link);
  if (!url?.startsWith(AVATARS) || !(await storage.has(url))) {
    throw badRequest(adminRuleMessages.imageNotUploaded);
  }
  return url;
}

/** Removes an avatar the admins no longer use: never a file outside /files/admins/, never one still shown. */
async function removeUnusedAvatar(db: Db, storage: StorageProvider, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATARS)) return;
  const [stillUsed] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.imageUrl, url))
    .limit(1);
  if (!stillUsed) await storage.remove(url);
}

function editableFields(body: AddAdminBody | UpdateAdminBody, imageUrl: string) {
  return {
    nickName: body.nickName.trim(),
    identifier: body.identifier.trim().toLowerCase(),
    gender: body.gender,
    userType: body.user_type,
    profession: body.profession.trim(),
    dob: body.dob,
    tob: body.tob,
    pob: body.pob.trim(),
    lat: Number(body.geo.lat.toFixed(4)),
    lng: Number(body.geo.lng.toFixed(4)),
    imageUrl,
  };
}

async function emailFree(db: Db, identifier: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.identifier, identifier.trim().toLowerCase()))
    .limit(1);
  if (row && row.id !== exceptId) throw conflict(adminRuleMessages.emailTaken);
}

export async function addAdmin(db: Db, storage: StorageProvider, actor: Actor, body: AddAdminBody) {
  if (body.password !== body.cPassword) throw badRequest(adminFormMessages.passwordMismatch);
  checkDob(body.dob);
  const imageUrl = await checkImage(storage, body.profiles, adminFormMessages.noImageOnAdd);
  await emailFree(db, body.identifier);
  const passwordHash = await hash(body.password);
  return conflictOnDuplicate(adminRuleMessages.emailTaken, async () => {
    const row = await db.transaction((tx) =>
      insertAudited(
        tx,
        actor,
        admins,
        { ...editableFields(body, imageUrl), passwordHash, modifiedBy: actor.id },
        { action: 'admin.add', entity: 'admin', view: auditView },
      ),
    );
    return toAdmin(row);
  });
}

/** Locks the superadmin rows so that two changes cannot remove the last one between them. */
async function superadminCount(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.userType, 'superadmin'))
    .for('update');
  return rows.length;
}

export async function updateAdmin(
  db: Db,
  storage: StorageProvider,
  actor: Actor,
  id: string,
  body: UpdateAdminBody,
) {
  checkDob(body.dob);
  const imageUrl = await checkImage(storage, body.profiles, adminFormMessages.noImageOnUpdate);
  return conflictOnDuplicate(adminRuleMessages.emailTaken, async () => {
    const row = await db.transaction(async (tx) => {
      const supers = await superadminCount(tx);
      const [before] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1).for('update');
      if (!before) throw notFound(adminRuleMessages.notFound);
      if (before.version !== body.version) throw conflict(adminRuleMessages.staleEdit);
      await emailFree(tx, body.identifier, id);
      if (before.userType === 'superadmin' && body.user_type !== 'superadmin' && supers <= 1) {
        throw badRequest(adminRuleMessages.lastSuperadmin);
      }
      const [after] = await tx
        .update(admins)
        .set({
          ...editableFields(body, imageUrl),
          modifiedAt: sql`now()`,
          modifiedBy: actor.id,
          version: before.version + 1,
        })
        .where(eq(admins.id, id))
        .returning();
      if (!after) throw notFound(adminRuleMessages.notFound);
      await writeAudit(tx, actor, {
        action: 'admin.update',
        entity: 'admin',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return { before, after };
    });
    if (row.before.imageUrl !== row.after.imageUrl)
      await removeUnusedAvatar(db, storage, row.before.imageUrl);
    return toAdmin(row.after);
  });
}

export async function deleteAdmin(db: Db, storage: StorageProvider, actor: Actor, id: string): Promise<void> {
  if (id === actor.id) throw forbidden(adminRuleMessages.cannotDeleteSelf);
  const removed: AdminRow = await db.transaction(async (tx) => {
    const supers = await superadminCount(tx);
    const [before] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1).for('update');
    if (!before) throw notFound(adminRuleMessages.notFound);
    if (before.userType === 'superadmin' && supers <= 1) throw badRequest(adminRuleMessages.lastSuperadmin);
    await tx.delete(admins).where(eq(admins.id, id));
    await writeAudit(tx, actor, {
      action: 'admin.delete',
      entity: 'admin',
      entityId: id,
      before: auditView(before),
    });
    return before;
  });
  await removeUnusedAvatar(db, storage, removed.imageUrl);
}
