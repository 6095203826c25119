import { asc, eq, sql } from 'drizzle-orm';
import { heartRanges } from '@orrery/astro';
import {
  PAIR_PAGE_SIZE,
  pairMessages,
  type CreatePairsBody,
  type MultiPairListAnswer,
  type MultiPairListBody,
  type PairItem,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/httpErrors';
import { ruleSetForScoring, type ScoringSet } from '../synastry-sets';
import { aggregateScored, groupAggregates } from './aggregates';
import { groupGrew, lockGroup } from './groups';
import { personAnswer, storedPerson, type ScoringPerson } from './people';
import { scorePair } from './scoring';

const { pairs, pairGroups } = schema;
type PairRow = Pick<typeof pairs.$inferSelect, 'id' | 'groupId' | 'userA' | 'userB'>;

/** Computes both people of every pair first (a time the clocks skipped refuses the whole call), then writes. */
export async function createPairs(db: Db, actor: Actor, body: CreatePairsBody) {
  const people = body.map((p, i) => ({
    groupId: p.groupId,
    userA: storedPerson(p.userA, `Pair ${i + 1}, person A`),
    userB: storedPerson(p.userB, `Pair ${i + 1}, person B`),
  }));
  return db.transaction(async (tx) => {
    const groupIds = [...new Set(people.map((p) => p.groupId))].sort();
    for (const id of groupIds) await lockGroup(tx, id);
    const rows = await tx
      .insert(pairs)
      .values(people.map((p) => ({ ...p, createdBy: actor.id })))
      .returning({ id: pairs.id, groupId: pairs.groupId });
    for (const id of groupIds) await groupGrew(tx, actor, id, people.filter((p) => p.groupId === id).length);
    await writeAudit(tx, actor, {
      action: 'pair.create',
      entity: 'pair',
      entityId: rows[0]?.id ?? '',
      after: rows.map((r, i) => ({
        _id: r.id,
        groupId: r.groupId,
        a: people[i]?.userA.name,
        b: people[i]?.userB.name,
      })),
    });
    return rows.map((r, i) => ({
      _id: r.id,
      groupId: r.groupId,
      ambiguous: [people[i]?.userA, people[i]?.userB].filter((p) => p?.ambiguous).map((p) => p?.name ?? ''),
    }));
  });
}

/** One pair with its result; the rule table only when asked (the single-pair page). */
function itemOf(
  row: PairRow,
  set: ScoringSet,
  withRules: boolean,
  scored = scorePair(row.userA, row.userB, set),
): PairItem {
  const { outRules, guna, ...result } = scored;
  return {
    _id: row.id,
    groupId: row.groupId,
    userA: personAnswer(row.userA),
    userB: personAnswer(row.userB),
    ...result,
    guna: { ...guna },
    ...(withRules ? { outRules } : {}),
  };
}

async function loadSet(db: Db, id: string): Promise<ScoringSet> {
  const set = await ruleSetForScoring(db, id);
  if (!set) throw notFound(pairMessages.setNotFound);
  return set;
}

/** Only what the scoring reads of a stored person: a third of its JSON, for the whole-group figures. */
const scoringPart = (person: typeof pairs.userA | typeof pairs.userB) =>
  sql<ScoringPerson>`jsonb_build_object('gender', ${person}->'gender', 'lngs', ${person}->'lngs', 'ayanamsa', ${person}->'ayanamsa')`;

const pairColumns = { id: pairs.id, groupId: pairs.groupId, userA: pairs.userA, userB: pairs.userB };

async function singlePair(db: Db, set: ScoringSet, pairId: string): Promise<MultiPairListAnswer> {
  const [found] = await db
    .select({ ...pairColumns, groupName: pairGroups.name })
    .from(pairs)
    .innerJoin(pairGroups, eq(pairGroups.id, pairs.groupId))
    .where(eq(pairs.id, pairId));
  if (!found) throw notFound(pairMessages.pairNotFound);
  // scored once, for the rule table and the pair's own figures
  const scored = scorePair(found.userA, found.userB, set);
  return {
    valid: true,
    items: [itemOf(found, set, true, scored)],
    pageNo: 1,
    pageLimit: 1,
    TotalFilteredPair: 1,
    ...aggregateScored([scored]),
    heartLogo: heartRanges(set),
    protocol: { _id: set.id, name: set.name, version: set.version },
    group: { _id: found.groupId, name: found.groupName },
  };
}

/**
 * `pair/multiPairList`: a page of the group's pairs with their results under the set, and the Heart
 * Score and Text Distribution figures over the whole group (cached per group version and set version);
 * or, with `pairId`, that one pair with its rule table.
 */
export async function multiPairList(db: Db, body: MultiPairListBody): Promise<MultiPairListAnswer> {
  if ((body.pairId === undefined) === (body.groupId === undefined)) throw badRequest(pairMessages.pageOrPair);
  const set = await loadSet(db, body.protocolId);
  if (body.pairId !== undefined) return singlePair(db, set, body.pairId);
  const groupId = body.groupId ?? '';
  const [group] = await db.select().from(pairGroups).where(eq(pairGroups.id, groupId));
  if (!group) throw notFound(pairMessages.groupNotFound);
  const pageNo = body.pageNo ?? 1;
  const pageLimit = body.pageLimit ?? PAIR_PAGE_SIZE;
  const page = await db
    .select(pairColumns)
    .from(pairs)
    .where(eq(pairs.groupId, groupId))
    .orderBy(asc(pairs.seq))
    .limit(pageLimit)
    .offset((pageNo - 1) * pageLimit);
  const loadAll = async () =>
    (
      await db
        .select({ a: scoringPart(pairs.userA), b: scoringPart(pairs.userB) })
        .from(pairs)
        .where(eq(pairs.groupId, groupId))
    ).map((r): [ScoringPerson, ScoringPerson] => [r.a, r.b]);
  const totals = await groupAggregates(
    { groupId, groupVersion: group.version, setId: set.id, setVersion: set.version },
    loadAll,
    set,
  );
  return {
    valid: true,
    items: page.map((row) => itemOf(row, set, false)),
    pageNo,
    pageLimit,
    TotalFilteredPair: group.pairCount,
    ...totals,
    heartLogo: heartRanges(set),
    protocol: { _id: set.id, name: set.name, version: set.version },
    group: { _id: group.id, name: group.name },
  };
}
