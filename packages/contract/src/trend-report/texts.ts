/** Texts of the Current Trends report generator, shared by server and console. */
export const trendReportMessages = {
  userRequired: 'Please select User.',
  genderRequired: 'Please select gender.',
  userTypeRequired: 'Please select user type.',
  languageRequired: 'Please select user language.',
  dateInvalid: 'The report date is not valid (YYYY-MM-DDT12:00:00.000Z).',
  generated: 'Report generated successfully!',
  failed: 'Failed to generate report.',
  noEvents: 'No astro events found for the selected criteria.',
  noText: 'No text available for this event.',
  offline:
    'No AI model ran: no AI model is configured, so the offline composer put this report together from whole sentences of the source texts (set AI_BASE_URL to use a model). The tokens and cost below estimate what a model would use.',
  englishOnly: (language: string) =>
    `The source texts exist in English only, so this offline report is in English, not ${language}; a model would write it in ${language}.`,
} as const;

/** User types of the astro report test: Free (type-f) and Premium (type-p). */
export const REPORT_USER_TYPES = [
  { value: 'type-f', label: 'Free' },
  { value: 'type-p', label: 'Premium' },
] as const;

/** Test languages of the report generator. */
export const REPORT_LANGUAGES = ['en', 'pt_pt', 'pt_br', 'is', 'fr', 'hi', 'gu', 'zh_tw', 'zh_cn'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** The names of the report languages, as a prompt and the offline composer's note say them. */
export const REPORT_LANGUAGE_NAMES: Record<ReportLanguage, string> = {
  en: 'English',
  pt_pt: 'European Portuguese',
  pt_br: 'Brazilian Portuguese',
  is: 'Icelandic',
  fr: 'French',
  hi: 'Hindi',
  gu: 'Gujarati',
  zh_tw: 'Traditional Chinese',
  zh_cn: 'Simplified Chinese',
};

/** The placeholders of the AI report's user prompt, filled in for each report. */
export const PROMPT_PLACEHOLDERS = ['date', 'language', 'maxWords', 'gender', 'events'] as const;
export type PromptPlaceholder = (typeof PROMPT_PLACEHOLDERS)[number];
export const promptPlaceholdersHelp =
  '{date} (the day), {language}, {maxWords}, {gender} ("a woman" or "a man") and {events} (the events, strongest first, each with its source text) are filled in for each report; a prompt without {events} gets them after it.';
