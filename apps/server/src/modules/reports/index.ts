/** Reported members and the reports on each. */
export { reportsRoutes } from './routes';
