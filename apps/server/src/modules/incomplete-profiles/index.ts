/** spec/2 "Incomplete Profile": members who stopped before the last registration step. */
export { incompleteProfileRoutes } from './routes';
