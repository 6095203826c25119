import type {
  AiReportVersionContent,
  AstroSettingsContent,
  Membership,
  SourceText,
  SourceTextKind,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import type { AiUsage } from '../../providers/ai';
import { cost, liveReportSettings, loadPriceTable } from '../ai-reports';
import { astroEventSettings, sourceTextsFor } from '../trend-settings';

/**
 * What the report takes from the other Current Trends modules: the saved astro settings and the
 * source texts (trend-settings), the live AI report settings of a membership and the price of a
 * model's tokens (ai-reports), in the shape the report's rules use.
 */
export interface ReportAiSettings {
  model: string;
  maxWords: number;
  maxTokens: number;
  sourceTextKind: SourceTextKind;
  promptSystem: string;
  promptUser: string;
  /** the live version's number; null for settings given in the request, or the defaults */
  versionNumber: number | null;
}

export const reportSettings = (db: Db): Promise<AstroSettingsContent> => astroEventSettings(db);

export const reportTexts = (db: Db, keys: readonly string[]): Promise<Map<string, SourceText>> =>
  sourceTextsFor(db, keys);

const fromVersion = (v: AiReportVersionContent, versionNumber: number | null): ReportAiSettings => ({
  model: v.selectAIengine,
  maxWords: v.maxWords,
  maxTokens: v.maxTokens,
  sourceTextKind: v.sourceTexts_ai,
  promptSystem: v.promptSystem,
  promptUser: v.promptUser,
  versionNumber,
});

/**
 * The AI settings of a report: those given (a block not yet saved or live, to test it), else the
 * live version of the membership's AI report settings (the defaults while none is saved).
 */
export async function reportAiSettings(
  db: Db,
  membership: Membership,
  given: AiReportVersionContent | undefined,
): Promise<ReportAiSettings> {
  if (given) return fromVersion(given, null);
  const live = await liveReportSettings(db, membership);
  return fromVersion(live, live.versionNumber);
}

/** Euros of one report's tokens by the saved price table; null when the model has no price. */
export async function reportCost(db: Db, model: string, usage: AiUsage): Promise<number | null> {
  const prices = await loadPriceTable(db);
  return cost(model, usage, prices.value).euro;
}
