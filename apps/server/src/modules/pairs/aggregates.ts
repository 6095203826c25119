import { LRUCache } from 'lru-cache';
import {
  HEART_BANDS,
  STRENGTHS,
  type HeartBand,
  type Range,
  type RuleSet,
  type Strength,
} from '@orrery/astro';
import type { ScoringPerson } from './people';
import { scorePair, type ScoredPair } from './scoring';

export interface GroupAggregates {
  /** per strength: the pairs' category texts (four a pair) in it, and their share in percent */
  synastryCategory: Record<Strength, Range>;
  /** per heart band: how many pairs */
  heartLogoCount: Record<HeartBand, number>;
}

/** The Text Distribution and Heart Score figures over pairs already scored. */
export function aggregateScored(results: Iterable<ScoredPair>): GroupAggregates {
  const texts = Object.fromEntries(STRENGTHS.map((s) => [s, 0])) as Record<Strength, number>;
  const hearts = Object.fromEntries(HEART_BANDS.map((h) => [h, 0])) as Record<HeartBand, number>;
  let n = 0;
  for (const r of results) {
    n++;
    hearts[r.heartBand]++;
    for (const s of STRENGTHS) texts[s] += r.synastryCategory[s].val1;
  }
  const synastryCategory = Object.fromEntries(
    STRENGTHS.map((s) => [s, { val1: texts[s], val2: n ? (texts[s] / (4 * n)) * 100 : 0 }]),
  ) as Record<Strength, Range>;
  return { synastryCategory, heartLogoCount: hearts };
}

/** The Text Distribution and Heart Score figures over the given pairs. */
export function aggregate(people: Iterable<[ScoringPerson, ScoringPerson]>, set: RuleSet): GroupAggregates {
  function* scored() {
    for (const [a, b] of people) yield scorePair(a, b, set);
  }
  return aggregateScored(scored());
}

/**
 * Aggregates of whole groups, kept per server process and keyed by what they depend on: the group's
 * version (it grows with every change of its pairs) and the set's id and version (it grows with every
 * save). A set save therefore costs nothing here; the next read under the new version computes afresh.
 */
const cache = new LRUCache<string, GroupAggregates>({ max: 200 });

export interface AggregateKey {
  groupId: string;
  groupVersion: number;
  setId: string;
  setVersion: number;
}

export async function groupAggregates(
  key: AggregateKey,
  load: () => Promise<[ScoringPerson, ScoringPerson][]>,
  set: RuleSet,
): Promise<GroupAggregates> {
  const id = `${key.groupId}:${key.groupVersion}:${key.setId}:${key.setVersion}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const computed = aggregate(await load(), set);
  cache.set(id, computed);
  return computed;
}
