/** The admins' passwords: change my password, a superadmin's one-time reset link, the page it opens. */
export { passwordRoutes } from './routes';
