import { useEffect, useRef } from 'react';

export const SEARCH_DELAY_MS = 1000;

/** Runs `fn` once `delay` ms have passed without another call; `flush` runs the pending call now. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => clearTimeout(timer.current);
  const run = (...args: A) => {
    cancel();
    timer.current = setTimeout(() => latest.current(...args), delay);
  };
  const flush = (...args: A) => {
    cancel();
    latest.current(...args);
  };
  return { run, flush, cancel };
}
