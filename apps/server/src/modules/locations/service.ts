import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  locationMessages as m,
  type Location,
  type LocationEditBody,
  type LocationQuery,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/httpErrors';
import { likePattern } from '../../lib/paging';
import { conflictOnDuplicate } from '../../lib/pgErrors';
import { keyOf, tagsOf, type LocationValues } from './locationFields';

const { locations } = schema;
type LocationRow = typeof locations.$inferSelect;

export const toLocation = (row: LocationRow): Location => ({
  _id: row.id,
  key: row.key,
  tag: row.tag,
  updateFor: row.updateFor as Location['updateFor'],
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
  version: row.version,
});

function whereOf(query: LocationQuery): SQL | undefined {
  const text = query.search?.trim().toLowerCase();
  const conditions: SQL[] = [];
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      query.searchBy === 'tag'
        ? sql`exists (select 1 from unnest(${locations.tag}) as t(word) where t.word like ${pattern})`
        : sql`${locations.key} like ${pattern}`,
    );
  }
  if (query.updateFor) conditions.push(eq(locations.updateFor, query.updateFor));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of locations: newest first unless sorted by key, createdAt or modifiedAt. */
export async function listLocations(db: Db, query: LocationQuery, skip: number, limit: number) {
  const where = whereOf(query);
  const column = locations[query.sortBy ?? 'createdAt'];
  const order = (query.orderBy ?? (query.sortBy === 'key' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(locations)
      .where(where)
      .orderBy(order(column), asc(locations.id))
      .offset(skip)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    item: rows.map(toLocation),
    pagination: { total, currentPage: Math.floor(skip / limit) + 1, totalPages: Math.ceil(total / limit) },
  };
}

export async function addLocation(db: Db, actor: Actor, values: LocationValues): Promise<Location> {
  const row = await conflictOnDuplicate(m.keyTaken(values.key), () =>
    db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.key, values.key));
      if (clash) throw conflict(m.keyTaken(values.key));
      return insertAudited(
        tx,
        actor,
        locations,
        { ...values, modifiedBy: actor.id },
        { action: 'location.add', entity: 'location' },
      );
    }),
  );
  return toLocation(row);
}

/**
 * Saves a location's tags over the version loaded (409 when it changed since). The key is locked and
 * updateFor set when adding: sent with another value, they are refused (400).
 */
export async function updateLocation(
  db: Db,
  actor: Actor,
  id: string,
  body: LocationEditBody,
): Promise<Location> {
  const tag = tagsOf(body.tag);
  if (tag.length === 0) throw badRequest(m.fillAll);
  const sentKey = body.key === undefined ? undefined : keyOf(body.key);
  if (sentKey === '') throw badRequest(m.fillAll);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
    if (!before) throw notFound(m.notFound);
    if (sentKey !== undefined && sentKey !== before.key) throw badRequest(m.keyLocked);
    if (body.updateFor !== undefined && body.updateFor !== before.updateFor)
      throw badRequest(m.updateForLocked);
    if (before.version !== body.version) throw conflict(m.stale);
    const [saved] = await tx
      .update(locations)
      .set({ tag, modifiedAt: new Date(), modifiedBy: actor.id, version: before.version + 1 })
      .where(eq(locations.id, id))
      .returning();
    if (!saved) throw new Error('location update returned nothing');
    await writeAudit(tx, actor, {
      action: 'location.update',
      entity: 'location',
      entityId: id,
      before,
      after: saved,
    });
    return saved;
  });
  return toLocation(row);
}

export async function deleteLocation(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(locations).where(eq(locations.id, id)).returning();
    if (!before) throw notFound(m.notFound);
    await writeAudit(tx, actor, { action: 'location.delete', entity: 'location', entityId: id, before });
  });
}
