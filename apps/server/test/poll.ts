/**
 * Reads `read()` until `done` holds for what it answers, `tries` times at most and `everyMs` apart; answers
 * the last value read (the caller tells a value that never got there).
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { tries = 100, everyMs = 100 }: { tries?: number; everyMs?: number } = {},
): Promise<T> {
  let value = await read();
  for (let i = 1; i < tries && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}
