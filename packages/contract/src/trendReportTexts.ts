/** Texts of the Current Trends report generator (spec/3 sections 5 and 8), shared by server and console. */
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
    'No AI model is configured: the report is written offline from the source texts (set AI_BASE_URL to use a model).',
} as const;

/** User types of the astro report test (spec/3 section 6): Free (type-f) and Premium (type-p). */
export const REPORT_USER_TYPES = [
  { value: 'type-f', label: 'Free' },
  { value: 'type-p', label: 'Premium' },
] as const;

/** Test languages of the report generator (spec/3 section 9). */
export const REPORT_LANGUAGES = ['en', 'pt_pt', 'pt_br', 'is', 'fr', 'hi', 'gu', 'zh_tw', 'zh_cn'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];
