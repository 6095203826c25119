/** spec/2 "Profiles": the photo-rating card grid and its rating call. */
export { profilesListRoutes } from './routes';
