import { norm360, separation } from './angles.js';
import { aspectOfDegree } from './aspects.js';
import { gunaMilan, type GunaMilan } from './gunaMilan.js';
import {
  CATEGORIES,
  HEART_BANDS,
  STRENGTHS,
  type Category,
  type CategoryRow,
  type HeartBand,
  type Range,
  type RuleSet,
  type Strength,
  type SynastryRule,
} from './ruleSet.js';
import { PLANET_CODES, type Chart, type PlanetCode } from './types.js';

export interface OutRule {
  rules: string;
  userAPlanet: PlanetCode;
  userBPlanet: PlanetCode;
  /** A's planetA to B's planetB, and B's planetA to A's planetB: separations in [0, 180] */
  abs: number;
  abs2: number;
  userALng: number;
  userBLng: number;
  userA2Lng: number;
  userB2Lng: number;
  communication: number;
  connection: number;
  energy: number;
  stability: number;
  isValid: boolean;
}

export interface PairResult {
  outRules: OutRule[];
  score: number;
  comPer: number;
  conPer: number;
  enePer: number;
  staPer: number;
  synPer: number;
  gunaPer: number;
  gunaTotal: number;
  guna: GunaMilan;
  categoryBands: Record<Category, Strength>;
  /** how many of the pair's four category texts fall in each band (val1) and that share in percent (val2) */
  synastryCategory: Record<Strength, Range>;
  heartBand: HeartBand;
  /** 1 in the pair's heart band, 0 elsewhere: sums to the Heart Score table over a group */
  heartLogoCount: Record<HeartBand, number>;
  /** the chained heart-logo ranges of the set, in percent */
  heartLogo: Record<HeartBand, Range>;
}

interface CompiledRule {
  rule: SynastryRule;
  a: PlanetCode;
  b: PlanetCode;
  degree: number;
  orb: number;
}

const compiled = new WeakMap<RuleSet, CompiledRule[]>();

function isPlanet(code: string): code is PlanetCode {
  return (PLANET_CODES as readonly string[]).includes(code);
}

/**
 * The visible rules of a set: both planets selected and the orb of the rule's aspect enabled
 * (ticked, with a value). Parsed once per set object.
 */
export function visibleRules(set: RuleSet): CompiledRule[] {
  const cached = compiled.get(set);
  if (cached) return cached;
  const planets = new Set(set.planets);
  const orbs = new Map<string, number>();
  for (const o of set.orbs) {
    if (o.enabled !== false && typeof o.value === 'number' && Number.isFinite(o.value))
      orbs.set(o.key, o.value);
  }
  const out: CompiledRule[] = [];
  for (const rule of set.synastryRules) {
    const [a = '', deg = '', b = ''] = rule.rules.split('_');
    const aspect = aspectOfDegree(deg);
    if (!aspect || !isPlanet(a) || !isPlanet(b) || !planets.has(a) || !planets.has(b)) continue;
    const orb = orbs.get(aspect.key);
    if (orb === undefined) continue;
    out.push({ rule, a, b, degree: aspect.degree, orb });
  }
  compiled.set(set, out);
  return out;
}

/** Per-category percentage: sum of the valid rules' weights / their count / 4 × 100, in [0, 99.5]. */
function percent(sum: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(99.5, Math.max(0, (sum / count / 4) * 100));
}

function normLabel(label: string): string {
  return label.replace(/[\s_-]/g, '').toLowerCase();
}

/** Per strength, from veryLow up, the upper bounds in percent of the four categories. */
type Thresholds = [Strength, [number, number, number, number]][];
const thresholdCache = new WeakMap<RuleSet, Thresholds>();

function thresholds(set: RuleSet): Thresholds {
  const cached = thresholdCache.get(set);
  if (cached) return cached;
  const rows = new Map<string, CategoryRow>(set.synastryCategory.map((r) => [normLabel(r.label), r]));
  const out: Thresholds = [];
  for (const s of [...STRENGTHS].reverse()) {
    const row = rows.get(normLabel(s));
    if (!row) continue;
    const pct = (v: number) => (s === 'veryHigh' ? 100 : (Math.min(4, v) * 100) / 4);
    out.push([s, [pct(row.val1), pct(row.val2), pct(row.val3), pct(row.val4)]]);
  }
  thresholdCache.set(set, out);
  return out;
}

function categoryBand(t: Thresholds, column: 0 | 1 | 2 | 3, p: number): Strength {
  for (const [s, bounds] of t) if (p <= bounds[column]) return s;
  return 'veryHigh';
}

/**
 * Heart-logo bands chained (each ends where the next one up begins), from the set's lower (and Very Low
 * upper) bounds.
 */
export function heartRanges(set: RuleSet): Record<HeartBand, Range> {
  const h = set.heartLogo;
  const veryHigh = h.veryHigh?.val1 ?? 80;
  const high = h.high?.val1 ?? 60;
  const veryLow = h.veryLow?.val2 ?? 40;
  return {
    veryHigh: { val1: veryHigh, val2: 100 },
    high: { val1: high, val2: veryHigh },
    medium: { val1: veryLow, val2: high },
    veryLow: { val1: 0, val2: veryLow },
  };
}

function heartBandOf(ranges: Record<HeartBand, Range>, score: number): HeartBand {
  if (score >= ranges.veryHigh.val1) return 'veryHigh';
  if (score >= ranges.high.val1) return 'high';
  if (score >= ranges.medium.val1) return 'medium';
  return 'veryLow';
}

/** Weights of synastry (val1) and guna milan (val2) from the Synastry vs. GM table. */
function weights(set: RuleSet): [number, number] {
  const row = set.synastryVsGm.find((r) => /weight/i.test(r.label)) ?? set.synastryVsGm[0];
  const w1 = Math.max(0, row?.val1 ?? 50);
  const w2 = Math.max(0, row?.val2 ?? 50);
  return w1 + w2 > 0 ? [w1, w2] : [50, 50];
}

function siderealMoon(c: Chart): number {
  return c.zodiac === 'sidereal' ? c.points.mo.lng : norm360(c.points.mo.lng - c.ayanamsa);
}

/**
 * The pair result for person A and person B under a rule/score set.
 * Guna milan takes A as the boy and B as the girl. See docs/synastry.md for every choice made.
 */
export function synastry(chartA: Chart, chartB: Chart, set: RuleSet): PairResult {
  let com = 0,
    con = 0,
    ene = 0,
    sta = 0;
  let valid = 0;
  const outRules: OutRule[] = [];
  for (const { rule, a, b, degree, orb } of visibleRules(set)) {
    const userALng = chartA.points[a].lng;
    const userBLng = chartB.points[b].lng;
    const userA2Lng = chartA.points[b].lng;
    const userB2Lng = chartB.points[a].lng;
    const abs = separation(userALng, userBLng);
    const abs2 = separation(userB2Lng, userA2Lng);
    const isValid = Math.abs(abs - degree) <= orb || Math.abs(abs2 - degree) <= orb;
    if (isValid) {
      valid++;
      com += rule.communication;
      con += rule.connection;
      ene += rule.energy;
      sta += rule.stability;
    }
    outRules.push({
      rules: rule.rules,
      userAPlanet: a,
      userBPlanet: b,
      abs,
      abs2,
      userALng,
      userBLng,
      userA2Lng,
      userB2Lng,
      communication: rule.communication,
      connection: rule.connection,
      energy: rule.energy,
      stability: rule.stability,
      isValid,
    });
  }
  const comPer = percent(com, valid);
  const conPer = percent(con, valid);
  const enePer = percent(ene, valid);
  const staPer = percent(sta, valid);
  const synPer = (comPer + conPer + enePer + staPer) / 4;

  const guna = gunaMilan(siderealMoon(chartA), siderealMoon(chartB));
  const gunaPer = (guna.total / 36) * 100;
  const [w1, w2] = weights(set);
  const score = (synPer * w1 + gunaPer * w2) / (w1 + w2);

  const t = thresholds(set);
  const categoryBands: Record<Category, Strength> = {
    communication: categoryBand(t, 0, comPer),
    connection: categoryBand(t, 1, conPer),
    energy: categoryBand(t, 2, enePer),
    stability: categoryBand(t, 3, staPer),
  };
  const synastryCategory = Object.fromEntries(
    STRENGTHS.map((s) => {
      const n = CATEGORIES.filter((c) => categoryBands[c] === s).length;
      return [s, { val1: n, val2: (n / 4) * 100 }];
    }),
  ) as Record<Strength, Range>;
  const heartLogo = heartRanges(set);
  const heartBand = heartBandOf(heartLogo, score);
  const heartLogoCount = Object.fromEntries(HEART_BANDS.map((h) => [h, h === heartBand ? 1 : 0])) as Record<
    HeartBand,
    number
  >;

  return {
    outRules,
    score,
    comPer,
    conPer,
    enePer,
    staPer,
    synPer,
    gunaPer,
    gunaTotal: guna.total,
    guna,
    categoryBands,
    synastryCategory,
    heartBand,
    heartLogoCount,
    heartLogo,
  };
}
