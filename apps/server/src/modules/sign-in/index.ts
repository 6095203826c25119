/** Sign-in, sign-out and the admins' login sessions. */
export { signInRoutes } from './routes';
export { signInRateLimit } from './rateLimit';
/** The wait a failing e-mail's steps owe: tests that send many failures count the waits instead (vi.spyOn). */
export { pacing as signInPacing } from './lockout';
