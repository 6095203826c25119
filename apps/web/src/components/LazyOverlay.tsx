import { useState, type ReactNode } from 'react';
import { useLazyPart, type LazyPart } from '../lib/lazyPart';

/**
 * A drawer or modal whose code loads when it first opens, so that a screen does not send the code of
 * overlays nobody opened: `part` is its code (`lazyPart`), `children` the overlay drawn with
 * `part.Component`. Draws nothing until `open` is first true; the page stays as it is while the code comes,
 * then the overlay is drawn at once. It then stays mounted, so that it closes with its animation and opens
 * again at once. No Suspense: React reveals what replaces a Suspense fallback no sooner than 300 ms after
 * the fallback appeared, however quickly the code came.
 */
export function LazyOverlay<P extends object>({
  part,
  open,
  children,
}: {
  part: LazyPart<P>;
  open: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  // the first opening is kept from the drawing that sees it (React's pattern for state following a prop)
  if (open && !opened) setOpened(true);
  const ready = useLazyPart(part, opened);
  return opened && ready ? children : null;
}
