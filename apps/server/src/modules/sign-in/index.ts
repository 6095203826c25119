/** Sign-in, sign-out and the admins' login sessions. */
export { signInRoutes } from './routes';
