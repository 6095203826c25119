import { useEffect, useRef } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { useLocation, useNavigate } from 'react-router';
import { configureApi } from '../api/client';
import { loginPath, type LoginNotice } from './loginPath';

/**
 * Connects the fetch client to the router (401 → /login, keeping where the user was) and to the toasts of the
 * part of the console it sits in: the signed-in layout's (`AppApiBridge`) or the sign-in screens'
 * (`StandaloneToasts`).
 */
export function ApiBridge({ message }: { message: MessageInstance }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    configureApi({
      // one toast per message: a load retried after a 5xx, or two calls failing alike, do not stack copies
      onError: (text) => void message.error({ content: text, key: text }),
      onUnauthorized: () => {
        const { pathname, search, hash } = here.current;
        if (pathname === '/login') return;
        // the login page says that the session ended: the toasts of the layout left behind go with it
        const state: LoginNotice = { notice: 'session-expired' };
        void navigate(loginPath(pathname + search + hash), { replace: true, state });
      },
    });
  }, [message, navigate]);

  return null;
}
