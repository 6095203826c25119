/** The Profiles screen: the photo-rating card grid and its rating call. */
export { profilesListRoutes } from './routes';
