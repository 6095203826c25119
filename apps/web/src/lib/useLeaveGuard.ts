import { useEffect } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';
import { leaveTexts } from './leaveTexts';

/**
 * While a form holds unsaved edits: leaving for another screen asks first (Leave / Stay), and closing or
 * reloading the browser tab gets the browser's own warning.
 */
export function useLeaveGuard(dirty: boolean): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: leaveTexts.title,
      content: leaveTexts.content,
      okText: leaveTexts.ok,
      okButtonProps: { danger: true },
      cancelText: leaveTexts.cancel,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
