import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDb } from './client';
import { migratedPgliteImage } from './pgliteImage';
import { admins } from './schema/index';

describe('the migrated PGlite image', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'orrery-image-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('starts a database with every migration applied, and made once for the same migrations', async () => {
    const cache = await tempDir();
    await migratedPgliteImage(cache);
    const files = await readdir(cache);
    expect(files).toHaveLength(1);

    const handle = await openDb({ pgliteImage: await migratedPgliteImage(cache) });
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = (await handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    expect(await handle.db.select().from(admins)).toEqual([]);
    await handle.close();
    expect(await readdir(cache)).toEqual(files);
  }, 30_000);

  it('is made anew when a migration changes', async () => {
    const cache = await tempDir();
    const folder = await tempDir();
    await cp(migrationsFolder, folder, { recursive: true });
    await migratedPgliteImage(cache, folder);
    const sqlFile = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()[0]!;
    await writeFile(join(folder, sqlFile), '\n-- changed\n', { flag: 'a' });
    await migratedPgliteImage(cache, folder);
    expect(await readdir(cache)).toHaveLength(2);
  }, 30_000);
});
