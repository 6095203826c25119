import { setImmediate as nextTurn } from 'node:timers/promises';

/** CPU work runs this long at most before the event loop gets a turn. */
const SLICE_MS = 10;

/**
 * `items.map(make)` that hands the event loop a turn every SLICE_MS: a long run of computation (a file's
 * charts, its birth times) never keeps the server's requests waiting more than a slice.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  make: (item: T, index: number) => R,
): Promise<R[]> {
  const out: R[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    out.push(make(items[i]!, i));
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return out;
}
