/**
 * Current Trends settings: the astro settings object with its transit scenario table, and
 * the source texts of the report's events, by key.
 */
export { trendSettingRoutes } from './routes';
export { astroEventSettings } from './settingsService';
export { sourceTextsFor } from './sourceTextService';
export { seedTrendSettingsOnce } from './demoTexts';
