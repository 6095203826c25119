import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn } from '../lib/session';
import { loginPath } from './loginPath';

/** Every route but /login needs a stored, completed sign-in; otherwise → /login?redirect=<wanted path>. */
export function RequireAuth() {
  const { pathname, search, hash } = useLocation();
  if (!isSignedIn()) return <Navigate to={loginPath(pathname + search + hash)} replace />;
  return <Outlet />;
}
