import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(changed: () => void): () => void {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** True while the system asks for less motion (the OS's accessibility setting); follows it as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}
