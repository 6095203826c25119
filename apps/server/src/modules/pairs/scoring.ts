import { synastry, type OutRule, type PairResult, type RuleSet } from '@orrery/astro';
import { chartOf, type ScoringPerson } from './people';

export type Boy = 'userA' | 'userB';

/**
 * Who counts as the boy in guna milan: the man of a man and a woman; for two people of one gender, or
 * when either is o, person A (the first of the pair as entered).
 */
export function boyOf(a: ScoringPerson, b: ScoringPerson): Boy {
  return a.gender === 'f' && b.gender === 'm' ? 'userB' : 'userA';
}

/** A rule seen from the other side: the engine's A is our B. Validity and weights do not change. */
function turned(r: OutRule): OutRule {
  return {
    ...r,
    abs: r.abs2,
    abs2: r.abs,
    userALng: r.userB2Lng,
    userBLng: r.userA2Lng,
    userA2Lng: r.userBLng,
    userB2Lng: r.userALng,
  };
}

export interface ScoredPair extends PairResult {
  boy: Boy;
  validRules: number;
}

/**
 * The engine's pair result with guna milan taken boy to girl. The engine takes its first chart as the
 * boy, so a pair whose boy is B is scored B to A and its rules turned back to A's point of view: the
 * rule sums (each rule valid when either direction is) are the same either way.
 */
export function scorePair(a: ScoringPerson, b: ScoringPerson, set: RuleSet): ScoredPair {
  const boy = boyOf(a, b);
  const result =
    boy === 'userA' ? synastry(chartOf(a), chartOf(b), set) : synastry(chartOf(b), chartOf(a), set);
  const outRules = boy === 'userA' ? result.outRules : result.outRules.map(turned);
  return { ...result, outRules, boy, validRules: outRules.filter((r) => r.isValid).length };
}
