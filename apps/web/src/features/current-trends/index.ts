export { CurrentTrendsPage } from './CurrentTrendsPage';
