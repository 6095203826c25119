/** The member detail's natal chart panel. */
export { memberChartRoutes } from './routes';
