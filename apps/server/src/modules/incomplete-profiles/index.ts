/** The Incomplete Profile screen: members who stopped before the last registration step. */
export { incompleteProfileRoutes } from './routes';
