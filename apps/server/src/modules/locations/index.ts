/** Location List: the location dictionary of keys, their tags and what they stand for. */
export { locationRoutes } from './routes';
