/** The console's own settings, app settings, force update and the admins' IP allow-lists. */
export { settingRoutes } from './routes';
export { versionPolicyRoutes } from './versionPolicyRoutes';
export { readAppSettings } from './appSettings';
export { APP_SETTINGS_SAVED_QUEUE, type AppSettingsSaved } from './appSettingsSaved';
