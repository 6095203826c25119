import { Suspense, useState, type ReactNode } from 'react';

/**
 * A drawer or modal whose code loads when it first opens (its component made with React's `lazy`), so that
 * a screen does not send the code of overlays nobody opened. Renders nothing until `open` is first true,
 * then stays mounted, so that the overlay closes with its animation and opens again at once.
 */
export function LazyOverlay({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
