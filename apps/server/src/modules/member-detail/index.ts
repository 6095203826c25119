/** The member detail screen: one member, the member form's save, and create. */
export { memberDetailRoutes } from './routes';
