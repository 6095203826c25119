/** The birth-place search of the member form. */
export { placesRoutes } from './routes';
