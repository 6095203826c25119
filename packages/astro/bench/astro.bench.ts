/**
 * npm run bench -w @orrery/astro
 * Prints: µs per full chart (14 points, 12 Placidus cusps), ms for 1,000 synastry pairs with the
 * full default catalogue visible, ms for one year of transit and progression events.
 */
import {
  ASPECTS,
  PLANET_CODES,
  chart,
  defaultRules,
  synastry,
  transitEvents,
  type Chart,
  type RuleSet,
} from '../src/index.js';
// @ts-expect-error plain JavaScript helper shared with the benches in bench/
import { recordResults } from '../../../bench/lib/results.mjs';

function time<T>(fn: () => T): [number, T] {
  const t0 = performance.now();
  const r = fn();
  return [performance.now() - t0, r];
}

const N = 2000;
const dates = Array.from({ length: N }, (_, i) => new Date(Date.UTC(1950, 0, 1) + i * 9.37 * 86400000));
for (const d of dates.slice(0, 200)) chart({ utc: d, lat: 28.6, lng: 77.2 }, { houses: 'placidus' }); // warm-up
const [chartMs] = time(() => {
  for (const d of dates) chart({ utc: d, lat: 28.6, lng: 77.2 }, { houses: 'placidus', zodiac: 'sidereal' });
});
console.log(
  `chart: ${((chartMs / N) * 1000).toFixed(1)} µs per chart (14 points + 12 Placidus cusps, sidereal, mean over ${N})`,
);

const set: RuleSet = {
  planets: [...PLANET_CODES],
  orbs: ASPECTS.map((a) => ({ key: a.key, value: 6, enabled: true })),
  synastryCategory: [
    { label: 'veryHigh', val1: 4, val2: 4, val3: 4, val4: 4 },
    { label: 'high', val1: 3, val2: 3, val3: 3, val4: 3 },
    { label: 'medium', val1: 2, val2: 2, val3: 2, val4: 2 },
    { label: 'low', val1: 1, val2: 1, val3: 1, val4: 1 },
    { label: 'veryLow', val1: 0.5, val2: 0.5, val3: 0.5, val4: 0.5 },
  ],
  heartLogo: {
    veryHigh: { val1: 80, val2: 100 },
    high: { val1: 60, val2: 80 },
    veryLow: { val1: 0, val2: 40 },
  },
  synastryVsGm: [{ label: 'weight', val1: 60, val2: 40 }],
  synastryRules: defaultRules().map((r, i) => ({
    ...r,
    communication: i % 5,
    connection: (i + 1) % 5,
    energy: (i + 2) % 5,
    stability: (i + 3) % 5,
  })),
};
const people: Chart[] = dates
  .slice(0, 2000)
  .map((d) => chart({ utc: d, lat: 19, lng: 73 }, { zodiac: 'sidereal' }));
for (let i = 0; i < 100; i++) synastry(people[i]!, people[i + 1]!, set); // warm-up
const [synMs, rules] = time(() => {
  let n = 0;
  for (let i = 0; i < 1000; i++) n += synastry(people[2 * i]!, people[2 * i + 1]!, set).outRules.length;
  return n;
});
console.log(
  `synastry: ${synMs.toFixed(1)} ms for 1,000 pairs (${rules / 1000} visible rules each, charts precomputed)`,
);

const natal = chart({ utc: new Date('1990-05-17T08:30:00Z'), lat: 19.07, lng: 72.88 });
const opts = { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') };
transitEvents(natal, opts); // warm-up
const runs = 5;
let best = Infinity;
let count = 0;
for (let k = 0; k < runs; k++) {
  const [ms, ev] = time(() => transitEvents(natal, opts));
  best = Math.min(best, ms);
  count = ev.length;
}
const [transitOnlyMs] = time(() => transitEvents(natal, { ...opts, settings: { progressedAspects: false } }));
console.log(
  `transits: ${best.toFixed(1)} ms for one year of events (${count} events, transits + progressions, best of ${runs}); transits alone ${transitOnlyMs.toFixed(1)} ms`,
);

recordResults('Astro package (packages/astro/bench/astro.bench.ts)', [
  [
    'chart (14 points + 12 Placidus cusps, sidereal)',
    `${((chartMs / N) * 1000).toFixed(1)} µs per chart (mean over ${N})`,
  ],
  [
    'synastry, 1,000 pairs (charts precomputed)',
    `${synMs.toFixed(1)} ms (${rules / 1000} visible rules each)`,
  ],
  ['one year of transit and progression events', `${best.toFixed(1)} ms (${count} events, best of ${runs})`],
  ['one year of transit events alone', `${transitOnlyMs.toFixed(1)} ms`],
]);
