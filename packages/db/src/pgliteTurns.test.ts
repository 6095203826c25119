import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client';

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
});
