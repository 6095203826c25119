/** The registration dashboard: sign-ups and member totals, for one country or all. */
export { dashboardRoutes } from './routes';
