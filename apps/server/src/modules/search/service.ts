import { and, eq, ilike, isNull, or, type Column, type SQL } from 'drizzle-orm';
import { SEARCH_HITS_PER_KIND, type SearchAnswer, type SearchHit } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { folded, foldedContains } from '../../lib/nameSearch';
import { likePattern } from '../../lib/paging';
import { isUuid } from '../../lib/uuid';
import { searchCondition } from '../members';

const { members, admins, celebrities, contentKeys, synastrySets, savedViews } = schema;
const limit = SEARCH_HITS_PER_KIND;

/** A record's name or id matches: the id whole, the name accents and case aside. */
const byIdOr = (id: Column, text: string, name: SQL | undefined): SQL | undefined =>
  isUuid(text) ? or(eq(id, text.toLowerCase()), name) : name;

async function memberHits(db: Db, text: string): Promise<SearchHit[]> {
  // nickname (folded, trigram index) or e-mail; a whole id by its primary key
  const where = isUuid(text) ? eq(members.id, text.toLowerCase()) : searchCondition({ search: text });
  const rows = await db
    .select({
      id: members.id,
      nickName: members.nickName,
      identifier: members.identifier,
      isDeleted: members.isDeleted,
    })
    .from(members)
    .where(where)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'member',
    _id: r.id,
    title: r.nickName,
    detail: r.isDeleted ? `${r.identifier} (deleted)` : r.identifier,
  }));
}

async function adminHits(db: Db, text: string): Promise<SearchHit[]> {
  const name = or(foldedContains(folded(admins.nickName), text), ilike(admins.identifier, likePattern(text)));
  const rows = await db
    .select({
      id: admins.id,
      nickName: admins.nickName,
      identifier: admins.identifier,
      userType: admins.userType,
    })
    .from(admins)
    .where(byIdOr(admins.id, text, name))
    .orderBy(admins.nickName)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'admin',
    _id: r.id,
    title: r.nickName,
    detail: `${r.identifier}, ${r.userType}`,
  }));
}

async function celebrityHits(db: Db, text: string): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: celebrities.id, fullName: celebrities.fullName, celebrityType: celebrities.celebrityType })
    .from(celebrities)
    .where(byIdOr(celebrities.id, text, foldedContains(folded(celebrities.fullName), text)))
    .orderBy(celebrities.fullName)
    .limit(limit);
  return rows.map((r) => ({ kind: 'celebrity', _id: r.id, title: r.fullName, detail: r.celebrityType }));
}

async function contentKeyHits(db: Db, text: string): Promise<SearchHit[]> {
  const rows = await db
    .select({
      id: contentKeys.id,
      key: contentKeys.key,
      category: contentKeys.category,
      useFor: contentKeys.useFor,
    })
    .from(contentKeys)
    .where(and(isNull(contentKeys.deletedAt), ilike(contentKeys.key, likePattern(text))))
    .orderBy(contentKeys.key)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'contentKey',
    _id: r.id,
    title: r.key,
    detail: `${r.useFor}, ${r.category}`,
    useFor: r.useFor,
  }));
}

async function synastrySetHits(db: Db, text: string): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: synastrySets.id, name: synastrySets.name })
    .from(synastrySets)
    .where(byIdOr(synastrySets.id, text, foldedContains(folded(synastrySets.name), text)))
    .orderBy(synastrySets.name)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'synastrySet',
    _id: r.id,
    title: r.name,
    detail: 'Synastry rule/score set',
  }));
}

/** The saved views of the members list the asker sees (their own, and those shared), by name. */
async function savedViewHits(db: Db, text: string, asker: string): Promise<SearchHit[]> {
  const rows = await db
    .select({
      id: savedViews.id,
      name: savedViews.name,
      ownerId: savedViews.ownerId,
    })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.list, 'members'),
        or(eq(savedViews.ownerId, asker), eq(savedViews.shared, true)),
        foldedContains(folded(savedViews.name), text),
      ),
    )
    .orderBy(savedViews.name)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'savedView',
    _id: r.id,
    title: r.name,
    detail: r.ownerId === asker ? 'Members view, yours' : 'Members view, shared',
  }));
}

/**
 * `GET /api/search`: Ctrl+K's records, at most SEARCH_HITS_PER_KIND of each kind, accents and case aside:
 * members by nickname, e-mail or whole id, admins by nickname or e-mail, celebrities and synastry sets by
 * name, content keys by key (deleted ones left out), the members list's saved views the asker sees. The
 * console adds its own screens.
 */
export async function searchEverything(db: Db, q: string, asker: string): Promise<SearchAnswer> {
  const text = q.trim();
  const kinds = await Promise.all([
    memberHits(db, text),
    adminHits(db, text),
    celebrityHits(db, text),
    contentKeyHits(db, text),
    synastrySetHits(db, text),
    savedViewHits(db, text, asker),
  ]);
  return { items: kinds.flat() };
}
