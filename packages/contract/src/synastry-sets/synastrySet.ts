import { Type, type Static } from 'typebox';
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
const ASPECT_KEYS = SYNASTRY_ASPECTS.map((a) => a.key) as [SynastryAspectKey, ...SynastryAspectKey[]];

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

const Planet = Type.Enum(SYNASTRY_PLANETS, {
  errorMessage: 'planets must be point codes (su, mo, me, …, as, mc)',
});
const AspectKey = Type.Enum(ASPECT_KEYS, {
  errorMessage: 'an orb key must be one of the 11 aspects (conjunction … opposition)',
});
const Label = Type.String({ minLength: 1, maxLength: 50 });
const Threshold = Type.Number({
  minimum: 0,
  maximum: CATEGORY_MAX,
  errorMessage: 'category values are from 0 to 4',
});
const Percent = Type.Number({
  minimum: 0,
  maximum: 100,
  errorMessage: 'band values are percentages from 0 to 100',
});

/**
 * An orb's value: degrees from 0 to ORB_MAX, or empty (null). One schema with two types rather than a
 * union: the validator's type coercion turned a union's null into 0, an enabled orb of 0°.
 */
const OrbValue = Type.Unsafe<number | null>({
  type: ['number', 'null'],
  minimum: 0,
  maximum: ORB_MAX,
  errorMessage: `an orb value is a number of degrees from 0 to ${ORB_MAX}, or empty`,
});

export const OrbSetting = Type.Object({
  key: AspectKey,
  value: OrbValue,
  enabled: Type.Boolean(),
});
export type OrbSetting = Static<typeof OrbSetting>;

export const CategoryRow = Type.Object({
  label: Label,
  val1: Threshold,
  val2: Threshold,
  val3: Threshold,
  val4: Threshold,
});
export type CategoryRow = Static<typeof CategoryRow>;

export const Band = Type.Object({ val1: Percent, val2: Percent });
export type Band = Static<typeof Band>;

export const HeartLogo = Type.Object({ veryHigh: Band, high: Band, medium: Band, veryLow: Band });
export type HeartLogo = Static<typeof HeartLogo>;

export const GmRow = Type.Object({
  label: Label,
  val1: Type.Number({ minimum: 0, maximum: 100 }),
  val2: Type.Number({ minimum: 0, maximum: 100 }),
});
export type GmRow = Static<typeof GmRow>;

const weight = (message: string) =>
  Type.Number({ minimum: RULE_WEIGHT.min, maximum: RULE_WEIGHT.max, errorMessage: message });

/** A synastry rule: its name planetA_degree_planetB and the four weights; isVisible is derived. */
export const SynastryRuleRow = Type.Object({
  rules: Type.String({
    minLength: 5,
    maxLength: 20,
    pattern: '^[a-z]{2}_[0-9.]+_[a-z]{2}$',
    errorMessage: m.ruleRequired,
  }),
  communication: weight(m.communicationRequired),
  connection: weight(m.connectionRequired),
  energy: weight(m.energyRequired),
  stability: weight(m.stabilityRequired),
  isVisible: Type.Optional(Type.Boolean()),
});
export type SynastryRuleRow = Static<typeof SynastryRuleRow>;

const listOf = <T extends Parameters<typeof Type.Array>[0]>(item: T, maxItems: number) =>
  Type.Array(item, { maxItems });

/** The editable content of a set, as the console sends it (Create and Update). */
const content = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', errorMessage: m.nameRequired }),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
  categories: Type.Optional(listOf(Type.String({ maxLength: 100 }), 100)),
  collections: Type.Optional(listOf(Type.String({ maxLength: 100 }), 100)),
  planets: listOf(Planet, SYNASTRY_PLANETS.length),
  orbs: listOf(OrbSetting, SYNASTRY_ASPECTS.length),
  synastryCategory: listOf(CategoryRow, STRENGTH_LABELS.length),
  heartLogo: HeartLogo,
  synastryVsGm: listOf(GmRow, 10),
  synastryRules: listOf(SynastryRuleRow, 1000),
  /** The owner the console sends; the server always takes the signed-in admin. */
  user: Type.Optional(Type.String({ maxLength: 100 })),
};

export const SynastrySetBody = Type.Object(content);
export type SynastrySetBody = Static<typeof SynastrySetBody>;

export const SynastrySetEditBody = Type.Object({
  ...content,
  version: Type.Integer({
    minimum: 1,
    errorMessage: 'must say which version of the Rule/Score set was edited',
  }),
});
export type SynastrySetEditBody = Static<typeof SynastrySetEditBody>;

/** A stored set as the API answers it. */
export const SynastrySet = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  user: Type.Union([Type.String(), Type.Null()]),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  notes: Type.String(),
  categories: Type.Array(Type.String()),
  collections: Type.Array(Type.String()),
  planets: Type.Array(Type.String()),
  orbs: Type.Array(OrbSetting),
  synastryCategory: Type.Array(CategoryRow),
  heartLogo: HeartLogo,
  synastryVsGm: Type.Array(GmRow),
  synastryRules: Type.Array(SynastryRuleRow),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  version: Type.Integer(),
});
export type SynastrySet = Static<typeof SynastrySet>;

/** The parts of a set that a save writes together (the console's draft, a copy, an import). */
export type SynastrySetContent = Pick<
  SynastrySet,
  | 'name'
  | 'notes'
  | 'categories'
  | 'collections'
  | 'planets'
  | 'orbs'
  | 'synastryCategory'
  | 'heartLogo'
  | 'synastryVsGm'
  | 'synastryRules'
>;

/** A line of the set selector: no rules, no tables. */
export const SynastrySetSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  user: Type.Union([Type.String(), Type.Null()]),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  notes: Type.String(),
  createdAt: Type.String(),
  modifiedAt: Type.String(),
  version: Type.Integer(),
});
export type SynastrySetSummary = Static<typeof SynastrySetSummary>;

export const SynastrySetList = Type.Object({
  valid: Type.Literal(true),
  items: Type.Array(SynastrySetSummary),
});
export type SynastrySetList = Static<typeof SynastrySetList>;

export const SynastrySetAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  item: SynastrySet,
});
export type SynastrySetAnswer = Static<typeof SynastrySetAnswer>;

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
