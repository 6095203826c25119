import { and, arrayContains, asc, count, eq, gte, ilike, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  celebrityRuleMessages as rules,
  type AddCelebrityBody,
  type CelebrityListAnswer,
  type CelebrityListQuery,
  type UpdateCelebrityBody,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../lib/audit';
import { dayRange } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/httpErrors';
import { likePattern, paging } from '../../lib/paging';
import type { StorageProvider } from '../../providers/storage';
import { celebrityLanguages } from './languages';
import { auditView, toCelebrity, toCelebrityDetail, type CelebrityRow } from './mapping';
import { checkImage, checkIntroductions, editableFields, IMAGES, synthesisedEmail } from './rules';

const { celebrities } = schema;

const sortColumns = {
  fullName: celebrities.fullName,
  createdAt: celebrities.createdAt,
  dob: celebrities.dob,
  rodden: celebrities.rodden,
  celebrity_type: celebrities.celebrityType,
} as const;

const blocked = arrayContains(celebrities.roles, ['blocked']);

/** celebrity-list: by default (type demo, accountStatus true) the active, not deleted celebrities. */
export async function listCelebrities(db: Db, query: CelebrityListQuery): Promise<CelebrityListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const created = dayRange(query.createdStartDate, query.createdEndDate);
  const active = query.accountStatus ?? true;
  const search = query.search?.trim();
  const conditions: (SQL | undefined)[] = [
    arrayContains(celebrities.roles, [query.type ?? 'demo']),
    active ? and(eq(celebrities.active, true), not(blocked)) : or(eq(celebrities.active, false), blocked),
    query.celebrity_type ? eq(celebrities.celebrityType, query.celebrity_type) : undefined,
    query.rodden ? eq(celebrities.rodden, query.rodden) : undefined,
    query.gender ? eq(celebrities.gender, query.gender) : undefined,
    query.status ? eq(celebrities.status, query.status) : undefined,
    created.from && gte(celebrities.createdAt, created.from),
    created.to && lte(celebrities.createdAt, created.to),
    search ? ilike(celebrities.fullName, likePattern(search)) : undefined,
  ];
  const where = and(...conditions);
  const column = sortColumns[query.sortBy ?? 'createdAt'];
  const order = query.orderBy === 'asc' ? sql`${column} asc` : sql`${column} desc`;
  const rows = await db
    .select({ row: celebrities, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(celebrities)
    .where(where)
    .orderBy(order, asc(celebrities.id))
    .limit(pageLimit)
    .offset(offset);
  const total =
    rows[0]?.total ??
    (offset > 0 ? ((await db.select({ n: count() }).from(celebrities).where(where))[0]?.n ?? 0) : 0);
  return { items: rows.map((r) => toCelebrity(r.row)), TotalFilteredUser: total, pageNo, pageLimit };
}

async function rowOf(db: Db, id: string, forUpdate = false): Promise<CelebrityRow> {
  const query = db.select().from(celebrities).where(eq(celebrities.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(rules.notFound);
  return row;
}

export async function getCelebrity(db: Db, id: string) {
  return toCelebrityDetail(await rowOf(db, id));
}

/** Removes an image no celebrity shows any more: never a file outside /files/celebrities/. */
async function removeUnusedImage(db: Db, storage: StorageProvider, url: string | null): Promise<void> {
  if (!url?.startsWith(IMAGES)) return;
  const [stillUsed] = await db
    .select({ id: celebrities.id })
    .from(celebrities)
    .where(eq(celebrities.imageUrl, url))
    .limit(1);
  if (!stillUsed) await storage.remove(url);
}

/**
 * The celebrity's e-mail: its name and the first millisecond from `now` that no celebrity of that name
 * holds. Adds of one name are serialised by an advisory lock on it (held to the end of `tx`), so parallel
 * adds of one name each get their own millisecond, never a unique-key clash.
 */
async function freeEmail(tx: Db, fullName: string, now: number): Promise<string> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${'celebrity-email:' + synthesisedEmail(fullName, 0)}))`,
  );
  for (let stamp = now; ; stamp++) {
    const identifier = synthesisedEmail(fullName, stamp);
    const [taken] = await tx
      .select({ id: celebrities.id })
      .from(celebrities)
      .where(eq(celebrities.identifier, identifier))
      .limit(1);
    if (!taken) return identifier;
  }
}

/** Creates a celebrity with the role demo and an e-mail made from its name and a timestamp. */
export async function addCelebrity(db: Db, storage: StorageProvider, actor: Actor, body: AddCelebrityBody) {
  const fields = editableFields(body);
  const image = await checkImage(storage, body);
  const introductions = checkIntroductions(body.introduction ?? [], await celebrityLanguages(db));
  const row = await db.transaction(async (tx) =>
    insertAudited(
      tx,
      actor,
      celebrities,
      {
        ...fields,
        ...image,
        introductions,
        identifier: await freeEmail(tx, fields.fullName, Date.now()),
        roles: ['demo'],
        modifiedBy: actor.id,
      },
      { action: 'celebrity.add', entity: 'celebrity', view: auditView },
    ),
  );
  return toCelebrityDetail(row);
}

const birthChanged = (before: CelebrityRow, after: Pick<CelebrityRow, 'dob' | 'tob' | 'lat' | 'lng'>) =>
  before.dob !== after.dob ||
  before.tob !== after.tob ||
  before.lat !== after.lat ||
  before.lng !== after.lng;

/** Saves the form; 409 when edited since loaded; changed birth data clears the stored chart. */
export async function updateCelebrity(
  db: Db,
  storage: StorageProvider,
  actor: Actor,
  id: string,
  body: UpdateCelebrityBody,
) {
  const fields = editableFields(body);
  const image = await checkImage(storage, body);
  const introductions =
    body.introduction && checkIntroductions(body.introduction, await celebrityLanguages(db));
  const { before, after } = await db.transaction(async (tx) => {
    const before = await rowOf(tx, id, true);
    if (before.version !== body.version) throw conflict(rules.staleEdit);
    if (!before.active) throw badRequest(rules.deleted);
    const clearChart = birthChanged(before, fields);
    const [after] = await tx
      .update(celebrities)
      .set({
        ...fields,
        ...image,
        ...(introductions ? { introductions } : {}),
        ...(clearChart ? { chart: null, chartAt: null } : {}),
        modifiedAt: sql`now()`,
        modifiedBy: actor.id,
        version: before.version + 1,
      })
      .where(eq(celebrities.id, id))
      .returning();
    if (!after) throw notFound(rules.notFound);
    await writeAudit(tx, actor, {
      action: 'celebrity.update',
      entity: 'celebrity',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return { before, after };
  });
  if (before.imageUrl !== after.imageUrl) await removeUnusedImage(db, storage, before.imageUrl);
  return toCelebrityDetail(after);
}

/** A celebrity's delete sets active false and adds the role blocked (the record and image stay). */
export async function deleteCelebrity(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await rowOf(tx, id, true);
    if (!before.active && before.roles.includes('blocked')) return;
    const roles = before.roles.includes('blocked') ? before.roles : [...before.roles, 'blocked'];
    const [after] = await tx
      .update(celebrities)
      .set({
        active: false,
        roles,
        modifiedAt: sql`now()`,
        modifiedBy: actor.id,
        version: before.version + 1,
      })
      .where(eq(celebrities.id, id))
      .returning();
    if (!after) throw notFound(rules.notFound);
    await writeAudit(tx, actor, {
      action: 'celebrity.delete',
      entity: 'celebrity',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
  });
}
