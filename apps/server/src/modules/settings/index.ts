/** The console's own settings. */
export { settingRoutes } from './routes';
