import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { signInMessages } from '@orrery/contract';
import { configureApi } from '../api/client';
import { loginPath } from './loginPath';

/** Connects the fetch client to the router (401 → /login, keeping where the user was) and to antd's toasts. */
export function ApiBridge() {
  const { message } = App.useApp();
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
        void message.warning({ content: signInMessages.sessionExpired, key: 'session-expired' });
        void navigate(loginPath(pathname + search + hash), { replace: true });
      },
    });
  }, [message, navigate]);

  return null;
}
