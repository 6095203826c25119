import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { clearSignIn, getAccessToken } from '../lib/session';
import { loadScreen } from './login/prefetchScreen';

/** Ends the session on the server, forgets the stored sign-in keys and returns to /login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      if (getAccessToken()) await api('admin/admin-logout', { method: 'POST', silent: true });
    } catch {
      // Signed out locally all the same: the token is forgotten below.
    }
    // the login page's code first, so that the move is short once the sign-in is gone; the move drawn at
    // once (flushSync), and the query cache emptied only then: a screen still standing would ask the
    // server again without a token, and the refusal would send the person to a login page that says the
    // session expired, with the screen left as a redirect
    await loadScreen('/login');
    clearSignIn();
    await navigate('/login', { replace: true, flushSync: true });
    queryClient.clear();
  };
}
