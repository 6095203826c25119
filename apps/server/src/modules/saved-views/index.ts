/** Saved views of the lists: a named state of the members list, private or shared. */
export { savedViewRoutes } from './routes';
export { listViews } from './service';
