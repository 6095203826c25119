/** Ctrl+K: one search over the records the console opens. */
export { searchRoutes } from './routes';
