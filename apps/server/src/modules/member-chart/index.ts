/** The member detail's natal chart panel, and a member's natal chart for the other astrology modules. */
export { memberChartRoutes } from './routes';
export { memberNatalChart, natalChartOf, type BirthData, type NatalChart } from './service';
