// Current Trends, in process (no server, no database): the events of one member for one day
// under the default astro settings (aim p95 under 20 ms), and an offline report (the events, their
// source texts, the chat request and the offline composer's text: aim p95 under 50 ms).
//   BENCH_RUNS  measured runs of each (default 30, after 3 warm-up runs)
import { tsImport } from 'tsx/esm/api';
import { msRow, recordResults } from './lib/results.mjs';
import { aim, timeCalls } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const load = (path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

const { chart } = await load('../packages/astro/src/index.ts');
const { DEFAULT_ASTRO_SETTINGS } = await load('../packages/contract/src/index.ts');
const { trendEvents } = await load('../apps/server/src/modules/trend-report/events.ts');
const { reportRequest } = await load('../apps/server/src/modules/trend-report/prompt.ts');
const { offlineComposer } = await load('../apps/server/src/providers/ai/offline.ts');

// a demo-like member: Mumbai, 15 May 1990 10:30 local; the report's day at 12:00 UTC
const birth = new Date('1990-05-15T05:00:00Z');
const natal = { chart: chart({ utc: birth, lat: 19.076, lng: 72.8777 }), utc: birth, timeKnown: true };
const day = new Date('2026-11-23T12:00:00Z');
const demoText = (key) => `Demo text for ${key}. `.repeat(12).trim();
const settings = {
  model: 'gpt-4o',
  maxWords: 350,
  maxTokens: 1000,
  sourceTextKind: 'fullText',
  promptSystem: 'You are an astrologer.',
  promptUser: 'Write the report.',
};
const composer = offlineComposer();
const rows = [];

/** `run(i)` WARMUP times, then RUNS times timed, `i` counting every call (warm-up included) from 0. */
async function measure(name, limit, run) {
  let i = 0;
  const { p50, p95, answer } = await timeCalls(() => run(i++), { warmup: WARMUP, runs: RUNS });
  console.log(
    `  ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${RUNS} runs); ${aim('p95', p95, limit)}`,
  );
  rows.push(msRow(`${name}: p50`, p50), msRow(`${name}: p95`, p95, limit));
  return answer;
}

// each run a different day, so that nothing is reused between runs
const dayOf = (i) => new Date(day.getTime() + i * 86_400_000);
const events = await measure('events of one member for one day', 20, (i) =>
  trendEvents(natal, dayOf(i), DEFAULT_ASTRO_SETTINGS),
);
console.log(`  (${events.length} events on the last day)`);
const report = await measure('offline report', 50, async (i) => {
  const list = trendEvents(natal, dayOf(i), DEFAULT_ASTRO_SETTINGS);
  const texts = new Map(list.map((e) => [e.name, demoText(e.name)]));
  const request = reportRequest({
    events: list,
    texts,
    settings,
    gender: 'f',
    language: 'en',
    date: dayOf(i),
  });
  return composer.complete(request);
});
const words = report.text.split(/\s+/).filter((w) => w && w !== '…').length;
const tokens = report.usage.inputTokens + report.usage.outputTokens;
console.log(`  (${words} words, ${tokens} tokens)`);
rows.push(
  ['events on the last day', String(events.length)],
  ['offline report: words, tokens', `${words}, ${tokens}`],
);
recordResults(
  'Current Trends in process (bench/trends.mjs)',
  rows,
  `${RUNS} measured runs of each after ${WARMUP} warm-up; a demo-like member (Mumbai, 15 May 1990), the default astro settings, no server and no database.`,
);
