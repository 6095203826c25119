import { createContext, useContext } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { Outlet } from 'react-router';
import { ApiBridge } from './ApiBridge';

const ToastsContext = createContext<MessageInstance | null>(null);

/**
 * The route around the screens shown alone (sign-in, password reset): their toasts and the API bridge. antd's
 * message alone, not antd's App, whose modal and notification hooks only the signed-in layout needs; the
 * first screen every visitor loads stays lighter by them.
 */
export function StandaloneToasts() {
  const [toasts, holder] = message.useMessage({ maxCount: 3 });
  return (
    <ToastsContext.Provider value={toasts}>
      {holder}
      <ApiBridge message={toasts} />
      <Outlet />
    </ToastsContext.Provider>
  );
}

/** The toasts of a screen shown alone. */
export function useStandaloneToasts(): MessageInstance {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useStandaloneToasts needs the StandaloneToasts route around the screen');
  return toasts;
}
