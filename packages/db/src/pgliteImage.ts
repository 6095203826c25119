import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDb, runMigrations } from './client';

/** PGlite's version, read from its package (which does not export its package.json). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
    } catch {
      // no package.json at this level
    }
  }
  return '';
}

/** What the image depends on: PGlite's version and every migration file, name and content. */
function imageKey(folder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (!/\.(sql|json)$/.test(name)) continue;
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The data folder of a new, migrated PGlite database, dumped (`dumpDataDir`) and kept as a file in
 * `cacheDir` under a name made from PGlite's version and the migrations, so a changed migration makes a
 * new one. `openDb({ pgliteImage })` starts from it in about half a second, where a new database and its
 * migrations take about two and a half: the test suites open one for nearly every file.
 */
export async function migratedPgliteImage(cacheDir: string, folder = migrationsFolder): Promise<Blob> {
  const file = join(cacheDir, `orrery-pglite-${imageKey(folder)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not made yet: make it below
  }
  const handle = await openDb({});
  try {
    await runMigrations(handle, folder);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await client.exec('checkpoint');
    const image = await client.dumpDataDir('none');
    // written aside and renamed: side-by-side test workers never read a half-written file
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  } finally {
    await handle.close();
  }
}
