/**
 * The Current Trends report: a member's astro events of a day (transits, progressions, house
 * transits, classified by the transit-scenario table) and the report the AI provider writes from them.
 */
export { trendReportRoutes } from './routes';
export { trendEvents, type TrendEvent, type NatalInput } from './events';
