/** Plain values (no schemas) of the Current Trends settings: the console imports them without TypeBox. */
import type { AstroEventSettingsContent, AstroSettingsContent, TransitScenarioRow } from './astroSettings';
import { currentTrendsMessages as m } from './texts';

/** The trend flags: _f free users, _p premium members. */
export const TREND_FLAGS = [
  'shortTermTrends_f',
  'trendNotifications_f',
  'sourceTexts_f',
  'allTrends_p',
  'trendNotifications_p',
  'sourceTexts_p',
] as const;
export type TrendFlag = (typeof TREND_FLAGS)[number];

/** The "Others" switches (dasha groups aside). */
export const OTHER_SWITCHES = [
  'dasha',
  'eclipseBhavaTransits',
  'tithiBhavaTransits',
  'drishtiBhavaTransits',
  'bhinnashtakavarga',
  'sarvatoBhadraCakra',
  'kotaCakra',
  'sulaCakra',
  'candraKalanalaCakra',
] as const;
export type OtherSwitch = (typeof OTHER_SWITCHES)[number];

export const TRANSIT_HOUSE_TYPES = ['wholeSign', 'bhavaChal', 'sppChalit'] as const;
export type TransitHouseTypeName = (typeof TRANSIT_HOUSE_TYPES)[number];

/** Dasha group 1: three periods; the codes are those of the d_ source-text keys. */
export const DASHA_GROUP_1 = [
  { code: 'md', label: 'Mahādaśā' },
  { code: 'ad', label: 'Antardaśā' },
  { code: 'pd', label: 'Pratyantardaśā' },
] as const;
/** Dasha group 2: the nine Vimśottarī lords, in their order. */
export const DASHA_GROUP_2 = [
  { code: 'ke', label: 'Ketu' },
  { code: 've', label: 'Venus' },
  { code: 'su', label: 'Sun' },
  { code: 'mo', label: 'Moon' },
  { code: 'ma', label: 'Mars' },
  { code: 'ra', label: 'Rahu' },
  { code: 'ju', label: 'Jupiter' },
  { code: 'sa', label: 'Saturn' },
  { code: 'me', label: 'Mercury' },
] as const;
type Codes<T extends readonly { code: string }[]> = T[number]['code'];
export type DashaGroup1Code = Codes<typeof DASHA_GROUP_1>;
export type DashaGroup2Code = Codes<typeof DASHA_GROUP_2>;

/** The columns of the transit scenario table: the five transit aspects. */
export const SCENARIO_ASPECTS = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
export type ScenarioAspect = (typeof SCENARIO_ASPECTS)[number];

/**
 * The six fixed rows of the transit scenario table and how many times an event of
 * that row peaks within the report's window (0: not in the window).
 */
export const TRANSIT_SCENARIOS = [
  { scenario: '1/2 peaks once', peaks: 1 },
  { scenario: '3/5 does not peak', peaks: 0 },
  { scenario: '4/6 peaks twice', peaks: 2 },
  { scenario: '7/9 does not peak', peaks: 0 },
  { scenario: '8/10 peaks twice', peaks: 2 },
  { scenario: '11 peaks three times', peaks: 3 },
] as const;

/** The names of the six scenario rows, in the table's order: fixed (their numbers are edited, not their names). */
export const TRANSIT_SCENARIO_NAMES: readonly string[] = TRANSIT_SCENARIOS.map((s) => s.scenario);

/** Orbs are degrees; the form's inputs go up to this. */
export const TREND_ORB_MAX = 30;

/** The default scenario table: how strongly each aspect is felt by how often it peaks. */
export const DEFAULT_TRANSIT_SCENARIO: TransitScenarioRow[] = [
  { scenario: '1/2 peaks once', conjunction: 1, opposition: 0.9, trine: 0.7, square: 0.8, sextile: 0.6 },
  {
    scenario: '3/5 does not peak',
    conjunction: 0.5,
    opposition: 0.45,
    trine: 0.35,
    square: 0.4,
    sextile: 0.3,
  },
  { scenario: '4/6 peaks twice', conjunction: 1, opposition: 0.95, trine: 0.75, square: 0.85, sextile: 0.65 },
  {
    scenario: '7/9 does not peak',
    conjunction: 0.4,
    opposition: 0.35,
    trine: 0.25,
    square: 0.3,
    sextile: 0.2,
  },
  {
    scenario: '8/10 peaks twice',
    conjunction: 0.9,
    opposition: 0.85,
    trine: 0.65,
    square: 0.75,
    sextile: 0.55,
  },
  { scenario: '11 peaks three times', conjunction: 1, opposition: 1, trine: 0.8, square: 0.9, sextile: 0.7 },
];

/**
 * The astro-event settings when none were saved, the one definition: the defaults below and the engine's
 * DEFAULT_EVENT_SETTINGS (`@orrery/astro`) are this object.
 */
export const DEFAULT_EVENT_SETTINGS: AstroEventSettingsContent = {
  transitAspects: true,
  transitToProgr: false,
  transitAspectOrb: 1.7,
  transitAspectPeakOrb: 0.3,
  progressedAspects: true,
  progressedToNatal: true,
  progressedToProgr: false,
  progressedAspectOrb: 1.2,
  progressedAspectPeakOrb: 0.1,
  transitHouseType: 'wholeSign',
};

/** The settings when none were saved; the astro-event part is DEFAULT_EVENT_SETTINGS. */
export const DEFAULT_ASTRO_SETTINGS: AstroSettingsContent = {
  shortTermTrends_f: true,
  trendNotifications_f: false,
  sourceTexts_f: true,
  allTrends_p: true,
  trendNotifications_p: true,
  sourceTexts_p: true,
  ...DEFAULT_EVENT_SETTINGS,
  dasha: false,
  cDashaGroup1: ['md', 'ad'],
  cDashaGroup2: [],
  eclipseBhavaTransits: false,
  tithiBhavaTransits: false,
  drishtiBhavaTransits: false,
  bhinnashtakavarga: false,
  sarvatoBhadraCakra: false,
  kotaCakra: false,
  sulaCakra: false,
  candraKalanalaCakra: false,
  transitScenario: DEFAULT_TRANSIT_SCENARIO,
};

/** A row with no scenario and no number (the form's free rows). */
export const EMPTY_SCENARIO_ROW: TransitScenarioRow = {
  scenario: '',
  conjunction: null,
  opposition: null,
  trine: null,
  square: null,
  sextile: null,
};

/** A row with no scenario and no number: dropped on save. */
export const isEmptyScenarioRow = (row: TransitScenarioRow) =>
  !row.scenario.trim() && SCENARIO_ASPECTS.every((aspect) => row[aspect] === null);

/**
 * Why the scenario table cannot be saved, or null: once the
 * wholly empty rows are dropped, every row needs its scenario, one of the six fixed ones and each once,
 * and every cell a number from 0 to 1 or nothing.
 */
export function scenarioProblem(rows: readonly TransitScenarioRow[]): string | null {
  const kept = rows.filter((row) => !isEmptyScenarioRow(row));
  if (kept.some((row) => !row.scenario.trim())) return m.scenarioRequired;
  const names = kept.map((row) => row.scenario.trim());
  const unknown = names.find((name) => !TRANSIT_SCENARIO_NAMES.includes(name));
  if (unknown !== undefined) return m.scenarioUnknown(unknown, TRANSIT_SCENARIO_NAMES);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) return m.scenarioTwice(twice);
  const cells = kept.flatMap((row) => SCENARIO_ASPECTS.map((aspect) => row[aspect]));
  if (cells.some((value) => value !== null && !Number.isFinite(value))) return m.scenarioNumbers;
  if (cells.some((value) => value !== null && (value < 0 || value > 1))) return m.scenarioRange;
  return null;
}

/** The table as stored: wholly empty rows dropped, scenarios trimmed. */
export const storedScenario = (rows: readonly TransitScenarioRow[]): TransitScenarioRow[] =>
  rows.filter((row) => !isEmptyScenarioRow(row)).map((row) => ({ ...row, scenario: row.scenario.trim() }));

/** A row's leading numbers ("4/6"): rows saved before the names were fixed are found by them. */
const scenarioHead = (name: string) => name.trim().split(/\s+/)[0];

/**
 * The table as shown and used: the six fixed rows in order, each with the numbers of the stored row of
 * that scenario (a row renamed before the names were fixed is found by its leading numbers), or empty.
 */
export const fixedScenarioTable = (rows: readonly TransitScenarioRow[]): TransitScenarioRow[] =>
  TRANSIT_SCENARIO_NAMES.map((scenario) => {
    const stored =
      rows.find((row) => row.scenario.trim() === scenario) ??
      rows.find((row) => scenarioHead(row.scenario) === scenarioHead(scenario));
    return { ...EMPTY_SCENARIO_ROW, ...stored, scenario };
  });
