import { Type, type Static } from 'typebox';
import { AiReportVersionContent } from '../ai-reports/aiReports';
import { MEMBERSHIPS } from '../ai-reports/values';
import { REPORT_LANGUAGES, REPORT_USER_TYPES, trendReportMessages as m } from './texts';

/** `POST /api/astrologic/generate-astro-event-report-using-ai`: who the report is for and the day (12:00 UTC). */
export const TrendReportBody = Type.Object({
  userId: Type.String({ format: 'uuid', errorMessage: m.userRequired }),
  date: Type.String({ format: 'date-time', errorMessage: m.dateInvalid }),
  gender: Type.Union([Type.Literal('m'), Type.Literal('f')], { errorMessage: m.genderRequired }),
  usertype: Type.Enum(
    REPORT_USER_TYPES.map((t) => t.value),
    { errorMessage: m.userTypeRequired },
  ),
  language: Type.Enum(REPORT_LANGUAGES, { errorMessage: m.languageRequired }),
  /**
   * AI settings to test instead of the membership's live version (the unsaved block
   * of the AI report settings), so that a report is tried before its settings go live.
   */
  settings: Type.Optional(AiReportVersionContent),
});
export type TrendReportBody = Static<typeof TrendReportBody>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/**
 * One astro event of the test report: `name` is its source-text
 * key, `intensity` the scenario table's number for its row and aspect (null when that cell is empty),
 * `closeness` how near exact it is on the day (100 exact, 0 at the orb's edge), `momentum` the percent
 * of its span elapsed, `duration` whole days in orb (null when a bound lies beyond the search).
 */
export const TrendEventRow = Type.Object({
  name: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  text: Nullable(Type.String()),
  scenario: Nullable(Type.String()),
  intensity: Type.Union([Type.Number(), Type.Null()]),
  closeness: Type.Number(),
  phase: Type.String(),
  momentum: Type.Number(),
  duration: Type.Union([Type.Integer(), Type.Null()]),
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
  peakTime: Nullable(Type.String()),
  house: Type.Union([Type.Integer(), Type.Null()]),
});
export type TrendEventRow = Static<typeof TrendEventRow>;

export const TrendReportUsage = Type.Object({
  inputTokens: Type.Integer(),
  outputTokens: Type.Integer(),
  totalTokens: Type.Integer(),
});

/**
 * The report: `transitChartData.transit_events` maps each event name to its row;
 * `report` the text the AI provider wrote (empty when there are no events); `aiConfigured` false when
 * the offline composer wrote it; `tokenUsed` and `euroReport` one report's tokens and euro cost (by the editable price table).
 */
export const TrendReport = Type.Object({
  userId: Type.String(),
  date: Type.String(),
  membership: Type.Enum(MEMBERSHIPS),
  transitChartData: Type.Object({
    transit_events: Type.Record(Type.String(), TrendEventRow),
  }),
  report: Type.String(),
  model: Type.String(),
  /** `live`: the membership's live version (`versionNumber`, null while none is saved); `given`: the body's settings. */
  settingsFrom: Type.Union([Type.Literal('live'), Type.Literal('given')]),
  versionNumber: Type.Union([Type.Integer(), Type.Null()]),
  aiConfigured: Type.Boolean(),
  /** Offline only: why the report is not in the chosen language (the source texts exist in English only); else null. */
  languageNote: Type.Union([Type.String(), Type.Null()]),
  maxWords: Type.Integer(),
  sourceTextKind: Type.String(),
  usage: TrendReportUsage,
  tokenUsed: Type.Integer(),
  /** null when the price table has no price for the model */
  euroReport: Type.Union([Type.Number(), Type.Null()]),
});
export type TrendReport = Static<typeof TrendReport>;

export const TrendReportAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: TrendReport,
});
export type TrendReportAnswer = Static<typeof TrendReportAnswer>;
