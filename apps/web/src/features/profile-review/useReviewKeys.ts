import { useEffect, useRef } from 'react';

export interface ReviewKeyActions {
  move: (step: 1 | -1) => void;
  approve: () => void;
  reject: () => void;
  approveAll: () => void;
  rejectAll: () => void;
  submit: () => void;
  next: () => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A modal or drawer (of the member detail below) is open: its keys are its own. */
const overlayOpen = () =>
  Array.from(document.querySelectorAll('.ant-modal-wrap, .ant-drawer-content-wrapper')).some(
    (el) => el.getClientRects().length > 0,
  );

/** Which action a key press stands for (see reviewKeyLegend), or null. */
export function actionOfKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): Exclude<keyof ReviewKeyActions, 'move'> | 'left' | 'right' | null {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) return 'submit';
  if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'a':
      return 'approve';
    case 'A':
      return event.shiftKey ? 'approveAll' : 'approve';
    case 'r':
      return 'reject';
    case 'R':
      return event.shiftKey ? 'rejectAll' : 'reject';
    case 'n':
    case 'N':
      return 'next';
    case 'Enter':
      // a focused button or switch takes its own Enter
      return event.target instanceof HTMLButtonElement ? null : 'submit';
    default:
      return null;
  }
}

/** The review panel's keyboard: ignored while typing in an input or textarea (except Ctrl+Enter). */
export function useReviewKeys(actions: ReviewKeyActions, enabled: boolean): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (overlayOpen()) return;
      const action = actionOfKey(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'left') latest.current.move(-1);
      else if (action === 'right') latest.current.move(1);
      else latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
