import {
  AI_REPORT_SETTINGS_KEY,
  aiReportMessages as m,
  type AiReportSettings,
  type AiReportSettingsData,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import type { Actor } from '../../lib/audit';
import { DEFAULT_AI_REPORT_SETTINGS } from './defaults';
import { readStored, saveStored, type Stored } from './storedSettings';

const KEY = AI_REPORT_SETTINGS_KEY;

const toData = (stored: Stored<AiReportSettings>): AiReportSettingsData => ({
  ...DEFAULT_AI_REPORT_SETTINGS,
  ...stored.value,
  version: stored.version,
  modifiedAt: stored.modifiedAt?.toISOString() ?? null,
});

/** The AI report settings as being edited (both blocks and the prompts); the defaults before any save. */
export async function getReportSettings(db: Db): Promise<AiReportSettingsData> {
  return toData(await readStored(db, KEY, DEFAULT_AI_REPORT_SETTINGS));
}

export async function saveReportSettings(
  db: Db,
  actor: Actor,
  settings: AiReportSettings,
  version: number,
): Promise<AiReportSettingsData> {
  const value: AiReportSettings = {
    selectAIengine_p: settings.selectAIengine_p,
    selectAIengine_f: settings.selectAIengine_f,
    maxWords_p: settings.maxWords_p,
    maxWords_f: settings.maxWords_f,
    maxTokens_p: settings.maxTokens_p,
    maxTokens_f: settings.maxTokens_f,
    sourceTexts_ai_p: settings.sourceTexts_ai_p,
    sourceTexts_ai_f: settings.sourceTexts_ai_f,
    promptSystem: settings.promptSystem,
    promptUser: settings.promptUser,
  };
  const saved = await saveStored(db, actor, {
    key: KEY,
    defaults: DEFAULT_AI_REPORT_SETTINGS,
    value,
    version,
    staleMessage: m.staleSettings,
    audit: 'aiReportSettings.update',
  });
  return toData(saved);
}
