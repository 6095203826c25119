import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client';
import { inBackground, requestStarted } from './pgliteTurns';

const handle = await openDb({});
afterAll(() => handle.close());

describe('PGlite takes turns with the rest of the server', () => {
  it('a timer due during a long run of statements fires before the run ends', async () => {
    let firedAfter: number | null = null;
    let done = 0;
    setTimeout(() => (firedAfter = done), 0);
    for (; done < 300; done++) await handle.exec('select 1');
    expect(firedAfter).not.toBeNull();
    expect(firedAfter!).toBeLessThan(300);
  });

  it('transactions and queries still answer as before', async () => {
    const rows = await handle.db.transaction(async (tx) => tx.execute('select 2 as two'));
    expect((rows as unknown as { rows: { two: number }[] }).rows).toEqual([{ two: 2 }]);
  });

  it('background statements wait while a request is being answered, also while it computes between statements', async () => {
    const startedAt = performance.now();
    const end = requestStarted();
    await handle.exec('select 1');
    let ranAt = 0;
    const background = inBackground(async () => {
      await handle.exec('select 1');
      ranAt = performance.now();
    });
    // the request computes with no statement pending, longer than the gap after a statement
    await new Promise((resolve) => setTimeout(resolve, 150));
    await handle.exec('select 1');
    const endedAt = performance.now();
    end();
    end(); // a second call changes nothing
    await background;
    // it ran once the request ended, or after its longest wait for a busy server (1 s), never in between
    expect(ranAt).toBeGreaterThanOrEqual(Math.min(endedAt, startedAt + 1_000));
  });
});
