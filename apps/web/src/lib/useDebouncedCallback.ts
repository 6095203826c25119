import { useEffect, useRef } from 'react';

export const SEARCH_DELAY_MS = 1000;

/**
 * Runs `fn` once `delay` ms have passed without another call; `flush` runs a call now; `settle` runs the
 * waiting call now, if there is one (a search box left before its delay: the search applies at once, on
 * the screen it was typed on, not a moment later on the screen the person went to).
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<A | null>(null);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      waiting.current = null;
    },
    [],
  );

  const cancel = () => {
    clearTimeout(timer.current);
    waiting.current = null;
  };
  const run = (...args: A) => {
    cancel();
    waiting.current = args;
    timer.current = setTimeout(() => {
      waiting.current = null;
      latest.current(...args);
    }, delay);
  };
  const flush = (...args: A) => {
    cancel();
    latest.current(...args);
  };
  const settle = () => {
    const args = waiting.current;
    if (args) flush(...args);
  };
  return { run, flush, cancel, settle };
}
