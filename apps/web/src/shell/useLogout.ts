import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { clearSignIn, getAccessToken } from '../lib/session';

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
    clearSignIn();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
}
