/**
 * Prepares the place-search index from the installed gazetteer packages and writes it where the server
 * looks for it (apps/server/dist/places-index.bin, or the path given). Skipped when that file is already
 * made from the installed packages, unless --force:
 *   npx tsx apps/server/scripts/build-places.ts [--force] [file]
 * Optional: without it the server builds the index on its first start, in a worker thread, and saves it.
 */
import { performance } from 'node:perf_hooks';
import { defaultPlaceIndexFile } from '../src/providers/places';
import { readIndexFile, writeIndexFile } from '../src/providers/places/indexFile';
import { buildIndexFromSources, sourceSignature } from '../src/providers/places/sources';

const started = performance.now();
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--')) ?? defaultPlaceIndexFile();

const existing = force ? null : await readIndexFile(file, sourceSignature());
if (existing && 'index' in existing) {
  console.log(`places: ${file} is up to date (${existing.index.ids.length} places)`);
} else {
  const index = buildIndexFromSources();
  await writeIndexFile(file, index);
  const regions = index.region.reduce((known, region) => known + (region === 0 ? 0 : 1), 0);
  console.log(
    `places: ${index.ids.length} places (${regions} with a region), ${index.wordPlace.length} later-word keys → ` +
      `${file} (${Math.round(performance.now() - started)} ms)`,
  );
}
