import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A drawer or modal whose code loads when it first opens (its component made with React's `lazy`), so that
 * a screen does not send the code of overlays nobody opened. Renders nothing until `open` is first true,
 * then stays mounted, so that the overlay closes with its animation and opens again at once.
 *
 * The first opening is drawn in a transition inside a Suspense that is already there: React then leaves
 * the page as it is until the overlay's code has come and draws the overlay at once. A Suspense mounted
 * with the overlay would show its fallback first, and React holds back what replaces a fallback until
 * 300 ms after the fallback appeared: every first opening took that long however quickly its code came.
 */
export function LazyOverlay({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open && !opened) startTransition(() => setOpened(true));
  }, [open, opened]);
  return <Suspense fallback={null}>{opened ? children : null}</Suspense>;
}
