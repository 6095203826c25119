import { Type, type Static } from 'typebox';
import {
  DASHA_GROUP_1,
  DASHA_GROUP_2,
  OTHER_SWITCHES,
  TRANSIT_HOUSE_TYPES,
  TREND_FLAGS,
  TREND_ORB_MAX,
} from './astroSettingsValues';
import { currentTrendsMessages as m } from './texts';

const Orb = Type.Number({ minimum: 0, maximum: TREND_ORB_MAX, errorMessage: m.orbRange });
/**
 * A scenario cell: an intensity from 0 to 1 (checked on save, with its own message), or empty (null).
 * One schema with two types rather than a union: the validator's coercion would turn 0 into null
 * (null first) or null into 0 (number first).
 */
const ScenarioCell = Type.Unsafe<number | null>({
  type: ['number', 'null'],
  errorMessage: m.scenarioNumbers,
});

export const TransitScenarioRow = Type.Object({
  scenario: Type.String({ maxLength: 100 }),
  conjunction: ScenarioCell,
  opposition: ScenarioCell,
  trine: ScenarioCell,
  square: ScenarioCell,
  sextile: ScenarioCell,
});
export type TransitScenarioRow = Static<typeof TransitScenarioRow>;

const flag = () => Type.Boolean();
const flags = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, flag()])) as Record<K, ReturnType<typeof flag>>;

/** The whole astro settings object, as saved and loaded. */
export const AstroSettingsContent = Type.Object({
  ...flags(TREND_FLAGS),
  transitAspects: Type.Boolean(),
  transitToProgr: Type.Boolean(),
  transitAspectOrb: Orb,
  transitAspectPeakOrb: Orb,
  progressedAspects: Type.Boolean(),
  progressedToNatal: Type.Boolean(),
  progressedToProgr: Type.Boolean(),
  progressedAspectOrb: Orb,
  progressedAspectPeakOrb: Orb,
  transitHouseType: Type.Enum(TRANSIT_HOUSE_TYPES, {
    errorMessage: 'transitHouseType is wholeSign, bhavaChal or sppChalit',
  }),
  ...flags(OTHER_SWITCHES),
  cDashaGroup1: Type.Array(
    Type.Enum(
      DASHA_GROUP_1.map((d) => d.code),
      { errorMessage: 'cDashaGroup1 holds md, ad or pd' },
    ),
    { maxItems: DASHA_GROUP_1.length, uniqueItems: true },
  ),
  cDashaGroup2: Type.Array(
    Type.Enum(
      DASHA_GROUP_2.map((d) => d.code),
      { errorMessage: 'cDashaGroup2 holds the nine dasha lords (ke, ve, su, mo, ma, ra, ju, sa, me)' },
    ),
    { maxItems: DASHA_GROUP_2.length, uniqueItems: true },
  ),
  /** Up to six rows; rows left wholly empty are dropped on save. */
  transitScenario: Type.Array(TransitScenarioRow, { maxItems: 6, errorMessage: m.scenarioRows }),
});
export type AstroSettingsContent = Static<typeof AstroSettingsContent>;

/** The save: the whole object and the version it was edited from. */
export const AstroSettingsBody = Type.Object({
  ...AstroSettingsContent.properties,
  version: Type.Integer({ minimum: 0, errorMessage: 'must say which version of the settings was edited' }),
});
export type AstroSettingsBody = Static<typeof AstroSettingsBody>;

/** The stored settings as loaded: version 0 and modifiedAt null when never saved (the defaults). */
export const AstroSettings = Type.Object({
  ...AstroSettingsContent.properties,
  version: Type.Integer(),
  modifiedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AstroSettings = Static<typeof AstroSettings>;

/** The astro-event part of the settings: what the engine (`@orrery/astro` transitEvents) reads. */
export type AstroEventSettingsContent = Pick<
  AstroSettingsContent,
  | 'transitAspects'
  | 'transitToProgr'
  | 'transitAspectOrb'
  | 'transitAspectPeakOrb'
  | 'progressedAspects'
  | 'progressedToNatal'
  | 'progressedToProgr'
  | 'progressedAspectOrb'
  | 'progressedAspectPeakOrb'
  | 'transitHouseType'
>;
