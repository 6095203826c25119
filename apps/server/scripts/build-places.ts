/**
 * Prepares the place-search index from the installed gazetteer packages and writes it where the server
 * looks for it (apps/server/dist/places-index.bin, or the path given). Run after the server bundle:
 *   tsx apps/server/scripts/build-places.ts [file]
 * Without it the server still works: it builds the index in memory at start (about half a second).
 */
import { performance } from 'node:perf_hooks';
import { defaultPlaceIndexFile } from '../src/providers/places';
import { writeIndexFile } from '../src/providers/places/indexFile';
import { buildIndexFromSources } from '../src/providers/places/sources';

const started = performance.now();
const file = process.argv[2] ?? defaultPlaceIndexFile();
const index = buildIndexFromSources();
await writeIndexFile(file, index);
const regions = index.region.reduce((known, region) => known + (region === 0 ? 0 : 1), 0);
console.log(
  `places: ${index.ids.length} places, ${index.keyPlace.length} names, ${index.wordPlace.length} later words, region named for ${regions} → ${file} ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
