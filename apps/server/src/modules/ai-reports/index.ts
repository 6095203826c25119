/** AI reports: the AI report settings, their versions (one live per membership) and the price table. */
export { aiReportRoutes } from './routes';
export {
  liveReportSettings,
  seedAiReportVersionsOnce,
  defaultContent,
  type LiveReportSettings,
} from './live';
export { cost, loadPriceTable } from './prices';
export { DEFAULT_AI_REPORT_SETTINGS, DEFAULT_PRICES } from './defaults';
