/** Plain values (no schemas) of the Synastry page's rules: the console imports them without TypeBox. */
import type { HeartLogo } from './synastrySet';
import { synastrySetMessages as m } from './texts';

/** Point codes, in the order of the planets checklist. */
export const SYNASTRY_PLANETS = [
  'su',
  'mo',
  'me',
  've',
  'ma',
  'ju',
  'sa',
  'ra',
  'ke',
  'ur',
  'ne',
  'pl',
  'as',
  'mc',
] as const;
export type SynastryPlanet = (typeof SYNASTRY_PLANETS)[number];

/** The aspects (orb keys) with the degree written in rule names. */
export const SYNASTRY_ASPECTS = [
  { key: 'conjunction', code: '0', label: 'Conjunction' },
  { key: 'semiSextile', code: '30', label: 'Semi-sextile' },
  { key: 'semiSquare', code: '45', label: 'Semi-square' },
  { key: 'septile', code: '51.43', label: 'Septile' },
  { key: 'sextile', code: '60', label: 'Sextile' },
  { key: 'quintile', code: '72', label: 'Quintile' },
  { key: 'square', code: '90', label: 'Square' },
  { key: 'trine', code: '120', label: 'Trine' },
  { key: 'sesquiSquare', code: '135', label: 'Sesqui-square' },
  { key: 'quincunx', code: '150', label: 'Quincunx' },
  { key: 'opposition', code: '180', label: 'Opposition' },
] as const;
export type SynastryAspectKey = (typeof SYNASTRY_ASPECTS)[number]['key'];

/** Strength rows of the Synastry Category Text table, strongest first; the first is fixed at 4. */
export const STRENGTH_LABELS = ['veryHigh', 'high', 'medium', 'low', 'veryLow'] as const;
/** Heart Logo bands, strongest first. */
export const HEART_LABELS = ['veryHigh', 'high', 'medium', 'veryLow'] as const;
export type HeartLabel = (typeof HEART_LABELS)[number];
/** The four rule score dimensions. */
export const RULE_DIMENSIONS = ['communication', 'connection', 'energy', 'stability'] as const;
export type RuleDimension = (typeof RULE_DIMENSIONS)[number];

/** Category thresholds live on the 0–4 scale. */
export const CATEGORY_MAX = 4;
/** Weights of a rule: any number in this range (the per-category percentage is capped at 99.5). */
export const RULE_WEIGHT = { min: -100, max: 100 } as const;
export const ORB_MAX = 30;

/**
 * Heart Logo bands chained from three bounds: Very high from its lower bound to 100,
 * High up to Very high's bound, Medium from Very Low's upper bound to High's, Very Low from 0.
 */
export function heartBands(veryHigh: number, high: number, veryLow: number): HeartLogo {
  return {
    veryHigh: { val1: veryHigh, val2: 100 },
    high: { val1: high, val2: veryHigh },
    medium: { val1: veryLow, val2: high },
    veryLow: { val1: 0, val2: veryLow },
  };
}

/** Visible when both planets are selected and the orb of its aspect is ticked with a value. */
export function isRuleVisible(
  rule: string,
  planets: readonly string[],
  orbs: readonly { key: string; value: number | null; enabled: boolean }[],
): boolean {
  const [a = '', degree = '', b = ''] = rule.split('_');
  const aspect = SYNASTRY_ASPECTS.find((x) => Math.abs(Number(x.code) - Number(degree)) < 0.01);
  if (!aspect || !planets.includes(a) || !planets.includes(b)) return false;
  const orb = orbs.find((o) => o.key === aspect.key);
  return !!orb && orb.enabled && orb.value !== null && Number.isFinite(orb.value);
}

/** The label of an orb as the page shows it ("Sextile"), from its key. */
export const orbLabel = (key: string): string => SYNASTRY_ASPECTS.find((a) => a.key === key)?.label ?? key;

/** Why a set's orbs cannot be saved, or null: a ticked orb needs its value (an unticked one has none). */
export function orbProblem(
  orbs: readonly { key: string; value: number | null; enabled: boolean }[],
): string | null {
  const missing = orbs.find((o) => o.enabled && (o.value === null || !Number.isFinite(o.value)));
  return missing ? m.orbValueRequired(orbLabel(missing.key)) : null;
}
