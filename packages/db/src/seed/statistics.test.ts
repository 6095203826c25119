import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../client';
import { gatherStatistics } from './statistics';

const handle = await openDb({});
afterAll(() => handle.close());

describe('statistics of a table just loaded, on PGlite', () => {
  it('cover every column of a wide table, gathered a few columns a statement', async () => {
    const columns = Array.from({ length: 20 }, (_, i) => `c${i}`);
    await handle.exec(`create table wide (${columns.map((c) => `${c} int`).join(', ')})`);
    await handle.exec(
      `insert into wide select ${columns.map((_, i) => `g % ${i + 2}`).join(', ')} from generate_series(1, 500) g`,
    );
    const statements: string[] = [];
    const exec = handle.exec;
    await gatherStatistics({ ...handle, exec: (text) => (statements.push(text), exec(text)) }, 'wide', true);
    // VACUUM, then 20 columns 8 a statement
    expect(statements.map((s) => s.split(' (')[0])).toEqual([
      'VACUUM wide',
      ...Array(3).fill('ANALYZE wide'),
    ]);
    const stats = (await handle.db.execute(
      `select attname, n_distinct from pg_stats where tablename = 'wide' order by attname` as never,
    )) as unknown as { rows: { attname: string; n_distinct: number }[] };
    expect(stats.rows.map((r) => r.attname).sort()).toEqual([...columns].sort());
    expect(stats.rows.find((r) => r.attname === 'c3')?.n_distinct).toBe(5);
    const [table] = (
      (await handle.db.execute(
        `select reltuples, relallvisible from pg_class where relname = 'wide'` as never,
      )) as unknown as { rows: { reltuples: number; relallvisible: number }[] }
    ).rows;
    expect(table).toEqual({ reltuples: 500, relallvisible: expect.any(Number) });
    expect(table!.relallvisible).toBeGreaterThan(0);
  });
});
