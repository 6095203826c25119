/** Sign-in, admins and their login sessions. */
export { adminRoutes } from './routes';
export { ensureFirstSuperadmin } from './bootstrap';
