/** Plain values (no schemas) of the AI report settings: the console imports them without TypeBox. */
import type { AiReportSettings, AiReportVersionContent } from './aiReports';

/** The two kinds of report (field suffixes: p premium, f free); the blocks' titles. */
export const MEMBERSHIPS = ['premium', 'free'] as const;
export type Membership = (typeof MEMBERSHIPS)[number];
export const membershipBlocks: Record<Membership, string> = {
  premium: 'Premium Member Reports',
  free: 'Free User Reports',
};

/** Engines offered in the AI report settings section: the model name sent, and its label. */
export const AI_REPORT_ENGINES = [
  { value: 'gpt-4o', label: 'gpt-4o' },
  { value: 'gpt-4o-mini', label: 'gpt-4o-mini' },
  { value: 'deepseek-r1', label: 'DeepSeek R1' },
] as const;
export type AiReportEngine = (typeof AI_REPORT_ENGINES)[number]['value'];

/** Source-text kinds, with the labels of the select. */
export const SOURCE_TEXT_KINDS = [
  { value: 'fullText', label: 'Full text' },
  { value: 'summary', label: 'Summary' },
  { value: 'keywords', label: 'Keywords' },
] as const;
export type SourceTextKind = (typeof SOURCE_TEXT_KINDS)[number]['value'];

export const AI_LIMITS = {
  maxWords: { min: 10, max: 2000 },
  maxTokens: { min: 16, max: 16000 },
  prompt: 20000,
  note: 200,
  price: 10000,
  priceRows: 50,
} as const;

/** The number fields of the AI settings: their limits and the message when a value is outside them. */
export const AI_NUMBER_FIELDS = {
  maxWords: {
    limits: { ...AI_LIMITS.maxWords, whole: true },
    message: `Max. Words must be a whole number from ${AI_LIMITS.maxWords.min} to ${AI_LIMITS.maxWords.max}`,
  },
  maxTokens: {
    limits: { ...AI_LIMITS.maxTokens, whole: true },
    message: `Max. Tokens must be a whole number from ${AI_LIMITS.maxTokens.min} to ${AI_LIMITS.maxTokens.max}`,
  },
  price: {
    limits: { min: 0, max: AI_LIMITS.price },
    message: `Prices are euros per million tokens, from 0 to ${AI_LIMITS.price}.`,
  },
} as const;

/** The cost display: one report's tokens and euros, and the same ×1000. */
export const COST_SCALE = 1000;

/** What a version holds, field by field (compared with the live one in this order). */
export const AI_VERSION_FIELDS = [
  'selectAIengine',
  'maxWords',
  'maxTokens',
  'sourceTexts_ai',
  'promptSystem',
  'promptUser',
] as const satisfies readonly (keyof AiReportVersionContent)[];

/** The names of one block's fields in the settings object (selectAIengine_p, maxWords_p, …). */
export const blockFieldNames = (membership: Membership) => {
  const s = membership === 'premium' ? '_p' : '_f';
  return {
    engine: `selectAIengine${s}`,
    maxWords: `maxWords${s}`,
    maxTokens: `maxTokens${s}`,
    sourceTexts: `sourceTexts_ai${s}`,
  } as const satisfies Record<string, keyof AiReportSettings>;
};

/** One block of the settings object with the prompts: what a version of that membership holds. */
export function blockOf(settings: AiReportSettings, membership: Membership): AiReportVersionContent {
  const f = blockFieldNames(membership);
  return {
    selectAIengine: settings[f.engine],
    maxWords: settings[f.maxWords],
    maxTokens: settings[f.maxTokens],
    sourceTexts_ai: settings[f.sourceTexts],
    promptSystem: settings.promptSystem,
    promptUser: settings.promptUser,
  };
}

/** The AI report settings' key in the stored settings, the record their History names. */
export const AI_REPORT_SETTINGS_KEY = 'reportSettings';
