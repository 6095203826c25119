import type { AiReportSettings, ModelPrice } from '@orrery/contract';

/**
 * The user prompt's placeholders are filled by report generation (trend-report's fillPrompt): {date},
 * {language}, {maxWords}, {gender} and {events} (each event's name and its source text of the chosen kind).
 */
export const DEFAULT_PROMPT_SYSTEM =
  'You are an experienced astrologer writing a personal trend report for a member of a dating app. ' +
  'Write warmly and concretely, in plain words without technical jargon, and never invent events.';
export const DEFAULT_PROMPT_USER =
  'Write the trend report of {date} for {gender}, in {language}, in at most {maxWords} words, from these ' +
  'astrological events and their texts:\n{events}';

/** The defaults: gpt-4o / 350 words / Full text for paying members, gpt-4o-mini / 200 / Keywords for free. */
export const DEFAULT_AI_REPORT_SETTINGS: AiReportSettings = {
  selectAIengine_p: 'gpt-4o',
  selectAIengine_f: 'gpt-4o-mini',
  maxWords_p: 350,
  maxWords_f: 200,
  maxTokens_p: 700,
  maxTokens_f: 400,
  sourceTexts_ai_p: 'fullText',
  sourceTexts_ai_f: 'keywords',
  promptSystem: DEFAULT_PROMPT_SYSTEM,
  promptUser: DEFAULT_PROMPT_USER,
};

/**
 * Euros per million input and output tokens: the providers' published dollar prices (late 2025)
 * at 0.92 € to the dollar, rounded. Editable in the console; these are only the first table.
 */
export const DEFAULT_PRICES: ModelPrice[] = [
  { model: 'gpt-4o', input: 2.3, output: 9.2 },
  { model: 'gpt-4o-mini', input: 0.14, output: 0.55 },
  { model: 'deepseek-r1', input: 0.51, output: 2.01 },
  { model: 'gpt-4.1', input: 1.84, output: 7.36 },
  { model: 'gpt-4.1-mini', input: 0.37, output: 1.47 },
  { model: 'gpt-4.1-nano', input: 0.09, output: 0.37 },
];
