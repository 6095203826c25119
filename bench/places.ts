// Place search: index load time and memory, first answer, p50/p95 over 1,000 varied prefixes, time
// zones; then, against the built server (apps/server/dist/main.js), the first autocomplete over HTTP
// fired the moment the server is ready. Run: npx tsx bench/places.ts
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createPlacesProvider, defaultPlaceIndexFile } from '../apps/server/src/providers/places';
import { readIndexFile } from '../apps/server/src/providers/places/indexFile';
import { describePlace } from '../apps/server/src/providers/places/placeIndex';
import { parsePlaceQuery, searchPlaces } from '../apps/server/src/providers/places/search';
import { buildIndexFromSources, sourceSignature } from '../apps/server/src/providers/places/sources';
import { columnSize, textAt } from '../apps/server/src/providers/places/textColumn';
import { timeZoneAt, warmTimeZones } from '../apps/server/src/providers/places/timezone';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { recordResults } from './lib/results.mjs';
// @ts-expect-error plain JavaScript helper shared with bench/server.mjs
import { EMAIL, PASSWORD, percentile, signIn, startServer } from './lib/server.mjs';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const root = new URL('../', import.meta.url).pathname;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const timed = <T>(run: () => T): [T, number] => {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
};
const timedAsync = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
};
/** What this bench prints, for bench/RESULTS.md: [figure, value]. */
const rows: [string, string][] = [];
const memory = () => {
  gc();
  const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
  return { heapUsed, arrayBuffers, rss };
};

/** A small seeded generator, so every run asks the same 1,000 questions. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const file = defaultPlaceIndexFile();
console.log(`index file: ${file}${existsSync(file) ? '' : ' (missing: run the server build)'}`);

// --- in this process, cold
const before = memory();
const [read, loadMs] = await timedAsync(() => readIndexFile(file, sourceSignature()));
if (!('index' in read)) throw new Error(`index file ${read.problem}: run the server build first`);
const index = read.index;
const after = memory();
const [, firstMs] = timed(() =>
  searchPlaces(index, parsePlaceQuery('hyder')).map((r) => describePlace(index, r)),
);
console.log(
  `places ${index.ids.length}, keys ${columnSize(index.keys)} + ${columnSize(index.wordKeys)} word keys`,
);
console.log(`load from file            ${ms(loadMs)}`);
const indexMemory = `heap ${mb(after.heapUsed - before.heapUsed)} + typed arrays ${mb(after.arrayBuffers - before.arrayBuffers)}`;
console.log(`memory of the index       ${indexMemory}`);
console.log(`first query, cold code    ${ms(firstMs)}`);
rows.push(
  ['places in the index', index.ids.length.toLocaleString('en')],
  ['load from file', ms(loadMs)],
  ['memory of the index', indexMemory],
  ['first query, cold code', ms(firstMs)],
);

// --- 1,000 varied prefixes through the provider, as the route calls it
const next = random(42);
const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
const populous = [...index.ids.keys()]
  .sort((a, b) => (index.population[b] ?? 0) - (index.population[a] ?? 0))
  .slice(0, 2000);
const texts: string[] = [];
for (let i = 0; i < 1000; i += 1) {
  const row = next() < 0.4 ? pick(populous) : Math.floor(next() * index.ids.length);
  const name = textAt(index.names, row);
  let text = name.slice(0, 1 + Math.floor(next() * Math.min(name.length, 9)));
  if (next() < 0.3) text = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (next() < 0.1) text += `, ${(index.countries[index.country[row] ?? 0] ?? '').slice(0, 3)}`;
  texts.push(text);
}
const places = createPlacesProvider();
const [, warmMs] = await timedAsync(() => places.warm());
console.log(`provider warm-up          ${ms(warmMs)} (index load and warm-up searches)`);
const [, firstWarm] = await timedAsync(() => places.autocomplete('sao pa'));
console.log(`first answer after warm   ${ms(firstWarm)}`);
rows.push(['provider warm-up', ms(warmMs)], ['first answer after warm-up', ms(firstWarm)]);
const latencies: number[] = [];
let answered = 0;
for (const text of texts) {
  const [predictions, took] = await timedAsync(() => places.autocomplete(text));
  latencies.push(took);
  if (predictions.length > 0) answered += 1;
}
console.log(
  `1,000 prefixes            p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
    `p99 ${ms(percentile(latencies, 99))}  max ${ms(Math.max(...latencies))}  (${answered} with answers)`,
);
rows.push(
  ['1,000 prefixes: p50', ms(percentile(latencies, 50))],
  ['1,000 prefixes: p95', ms(percentile(latencies, 95))],
  ['1,000 prefixes: p99', ms(percentile(latencies, 99))],
  ['1,000 prefixes: max', ms(Math.max(...latencies))],
  ['1,000 prefixes: with answers', String(answered)],
);

// --- building the index without the file (the fallback) and time zones
const [, buildMs] = timed(() => buildIndexFromSources());
console.log(`build from packages       ${ms(buildMs)} (fallback when the file is missing)`);
const [, zoneLoadMs] = timed(() => warmTimeZones());
console.log(
  `geo-tz load (all zones)   ${ms(zoneLoadMs)} (its zone index, once; the server loads it at start with the place index)`,
);
const zoneTimes: number[] = [];
for (let i = 0; i < 300; i += 1) {
  const row = Math.floor(next() * index.ids.length);
  const [, took] = timed(() => timeZoneAt((index.lat[row] ?? 0) / 1e5, (index.lng[row] ?? 0) / 1e5));
  zoneTimes.push(took);
}
console.log(
  `time zone, 300 places     p50 ${ms(percentile(zoneTimes, 50))}  p95 ${ms(percentile(zoneTimes, 95))}  max ${ms(Math.max(...zoneTimes))}`,
);
const [, detailMs] = await timedAsync(() => places.detail('1275339'));
console.log(`detail (Mumbai)           ${ms(detailMs)}`);
const rss = mb(memory().rss);
console.log(`process after all this    rss ${rss}`);
rows.push(
  ['build from packages (fallback without the file)', ms(buildMs)],
  ['geo-tz load (all zones)', ms(zoneLoadMs)],
  ['time zone, 300 places: p50', ms(percentile(zoneTimes, 50))],
  ['time zone, 300 places: p95', ms(percentile(zoneTimes, 95))],
  ['time zone, 300 places: max', ms(Math.max(...zoneTimes))],
  ['detail (Mumbai)', ms(detailMs)],
  ['process after all this: rss', rss],
);

// --- the built server: first autocomplete the moment it is ready
const mainJs = join(root, 'apps/server/dist/main.js');
if (!existsSync(mainJs)) {
  console.log('server: apps/server/dist/main.js missing, skipped (npm run build -w @orrery/server)');
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-places-'));
  const env = {
    PORT: '8198',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  };
  try {
    const first = await startServer(env);
    const token: string = await signIn(first, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    await first.stop();
    const get = (base: string, path: string) =>
      fetch(base + path, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => ({
        status: res.status,
        body: await res.text(),
      }));
    const readies: number[] = [];
    const firsts: number[] = [];
    const seconds: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const server = await startServer(env);
      readies.push(server.readyMs);
      for (const into of [firsts, seconds]) {
        const [answer, took] = await timedAsync(() =>
          get(server.base, '/api/places/autocomplete?text=sao%20pa'),
        );
        if (answer.status !== 200) throw new Error(`autocomplete answered ${answer.status}: ${answer.body}`);
        into.push(took);
      }
      await server.stop();
    }
    // control: the first signed-in call of any kind pays for the session look-up's first query
    const controls: number[] = [];
    const afterControl: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const server = await startServer(env);
      const [, control] = await timedAsync(() => get(server.base, '/api/setting/console-config'));
      const [, took] = await timedAsync(() => get(server.base, '/api/places/autocomplete?text=sao%20pa'));
      controls.push(control);
      afterControl.push(took);
      await server.stop();
    }
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    console.log(`server start to ready     ${list(readies)} ms (spawn to /readyz, 5 starts)`);
    console.log(`first HTTP autocomplete   ${list(firsts)} ms (sent the moment /readyz answered)`);
    console.log(`second HTTP autocomplete  ${list(seconds)} ms`);
    console.log(
      `control: first signed-in call of another route ${list(controls)} ms, then autocomplete ${list(afterControl)} ms`,
    );
    rows.push(
      ['server start to ready (spawn to /readyz, 5 starts)', `${list(readies)} ms`],
      ['first HTTP autocomplete (sent the moment /readyz answered)', `${list(firsts)} ms`],
      ['second HTTP autocomplete', `${list(seconds)} ms`],
      ['control: first signed-in call of another route', `${list(controls)} ms`],
      ['control: then autocomplete', `${list(afterControl)} ms`],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

recordResults(
  'Place search (bench/places.ts)',
  rows,
  'In process from the index file, 1,000 seeded prefixes through the provider; then the built server on PGlite (skipped when apps/server/dist/main.js is missing).',
);
