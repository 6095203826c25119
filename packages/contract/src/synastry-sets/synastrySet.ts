import { Type, type Static } from 'typebox';
import {
  CATEGORY_MAX,
  ORB_MAX,
  RULE_WEIGHT,
  STRENGTH_LABELS,
  SYNASTRY_ASPECTS,
  SYNASTRY_PLANETS,
  type SynastryAspectKey,
} from './rules';
import { synastrySetMessages as m } from './texts';

const ASPECT_KEYS = SYNASTRY_ASPECTS.map((a) => a.key) as [SynastryAspectKey, ...SynastryAspectKey[]];

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
