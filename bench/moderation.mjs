/* global document, window */
// Moderation at scale: p50/p95 of POST /api/user/profiles-list (100 cards) and of
// POST /api/profiles/profiles-status-list per tab, one request at a time after warm-up, on PostgreSQL
// with 1,000,000 demo members; then the time until the Profiles screen shows 100 cards with their
// thumbnails in Chromium, and the size of the thumbnails it loaded.
//   BENCH_DATABASE_URL            PostgreSQL server (a throw-away database is seeded, then dropped)
//   BENCH_MODERATION_MEMBERS      members to seed (default 1000000)
//   BENCH_MODERATION_DATABASE_URL an already seeded database to reuse (kept afterwards), with
//   BENCH_MODERATION_DATA_DIR     the DATA_DIR its demo photos were stored under
//   BENCH_MODERATION_PGLITE       members to seed into a PGlite database as well (default 0: none)
//   BENCH_RUNS                    measured requests per case (default 40)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { contract } from './lib/contract.mjs';
import { msRow, recordResults } from './lib/results.mjs';
import { PG_SERVER, seed, withSeededDatabase } from './lib/seeded.mjs';
import {
  EMAIL,
  PASSWORD,
  aim,
  buildIfMissing,
  day,
  signInAnswer,
  startServer,
  timeCalls,
} from './lib/server.mjs';

const MEMBERS = Number(process.env.BENCH_MODERATION_MEMBERS ?? 1_000_000);
const REUSE = process.env.BENCH_MODERATION_DATABASE_URL;
const PGLITE_MEMBERS = Number(process.env.BENCH_MODERATION_PGLITE ?? 0);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const root = new URL('../', import.meta.url).pathname;
/** The Profiles V2 statuses in tab order 1 to 8 (the contract's userStatuses): tab n lists status n. */
const tabs = contract.userStatuses;
/** What this bench prints, for bench/RESULTS.md; each figure named after its database and route. */
const rows = [];
let database = '';
let route = '';

buildIfMissing('apps/web/dist/index.html', '@orrery/web');
buildIfMissing();

async function post(server, token, path, body) {
  const res = await fetch(server.base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
  return res.json();
}

const measure = (call) => timeCalls(call, { warmup: WARMUP, runs: RUNS });

/** `limit`: the p95 aim in ms, if the figure has one. */
const row = (name, r, extra, limit) => {
  console.log(
    `  ${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${extra}`,
  );
  const figure = `${database}: ${route} ${name}`;
  rows.push(msRow(`${figure}: p50`, r.p50), msRow(`${figure}: p95`, r.p95, limit));
};

async function lists(server, token) {
  const first = await post(server, token, '/api/user/profiles-list', { pageNo: 1, pageLimit: 1 });
  const name = first.item[0]?.nickName.split(/\s+/)[0] ?? 'a';
  console.log(
    `POST /api/user/profiles-list, page of 100 cards with its counts, ${RUNS} runs after ${WARMUP} warm-up`,
  );
  route = 'profiles-list,';
  const cases = [
    ['all ratings (default)', {}],
    ['unrated', { rating: 'unrated' }],
    ['rated face', { rating: 'face' }],
    ['gender f + modified in the last 90 days', { gender: 'f', startDate: day(90), endDate: day(0) }],
    ['status pending', { status: 'pending' }],
    [`search name "${name}"`, { searchBy: 'name', search: name }],
  ];
  for (const [label, filters] of cases) {
    const r = await measure(() =>
      post(server, token, '/api/user/profiles-list', { pageNo: 1, pageLimit: 100, ...filters }),
    );
    const a = r.answer;
    row(
      label,
      r,
      `cards ${a.item.length}  total ${a.pagination.total.toLocaleString('en')}  rated ${a.totalRatedUser.toLocaleString('en')} / ${a.totalUser.toLocaleString('en')}${filters.search ? `  ${aim('p95', r.p95, 100)}` : ''}`,
      filters.search ? 100 : undefined,
    );
  }
  console.log(
    `POST /api/profiles/profiles-status-list, page of 20 per tab, ${RUNS} runs after ${WARMUP} warm-up`,
  );
  route = 'profiles-status-list,';
  for (const [index, tab] of tabs.entries()) {
    const r = await measure(() =>
      post(server, token, '/api/profiles/profiles-status-list', {
        pageNo: 1,
        pageLimit: 20,
        status: index + 1,
      }),
    );
    row(
      `tab ${index + 1} ${tab}`,
      r,
      `cards ${r.answer.items.length}  total ${r.answer.pagination.total.toLocaleString('en')}`,
    );
  }
  // aims: every name search under 100 ms p95, the deep pages of the biggest tab under 200 ms
  for (const [label, body, limit] of [
    [`tab 2 approved, search name "${name}"`, { status: 2, searchBy: 'name', search: name }, 100],
    [`tab 1 pending, search name "${name}"`, { status: 1, searchBy: 'name', search: name }, 100],
    ['tab 2 approved, page 5,000 (offset 99,980)', { status: 2, pageNo: 5000 }, 200],
  ]) {
    const r = await measure(() =>
      post(server, token, '/api/profiles/profiles-status-list', { pageNo: 1, pageLimit: 20, ...body }),
    );
    row(
      label,
      r,
      `cards ${r.answer.items.length}  total ${r.answer.pagination.total.toLocaleString('en')}  ${aim('p95', r.p95, limit)}`,
      limit,
    );
  }
}

/** Opens /profile signed in and waits for 100 cards and every thumbnail in them. */
async function grid(server, signedIn) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const [label, viewport] of [
      ['1600×1000 window (the first screenful)', { width: 1600, height: 1000 }],
      ['1600×16000 window (all 100 cards on screen)', { width: 1600, height: 16000 }],
    ]) {
      for (let run = 0; run < 3; run += 1) {
        const context = await browser.newContext({ viewport });
        await context.addInitScript(
          ([token, user]) => {
            localStorage.setItem('access_token', token);
            localStorage.setItem('user', user);
            localStorage.removeItem('Profiles');
          },
          [signedIn.accessToken, JSON.stringify(signedIn.user)],
        );
        const page = await context.newPage();
        const thumbs = [];
        page.on('response', async (res) => {
          if (/thumb/.test(res.url()) && res.status() === 200)
            thumbs.push(Number(res.headers()['content-length'] ?? (await res.body()).length));
        });
        const t0 = performance.now();
        await page.goto(`${server.base}/profile`);
        await page.waitForFunction(
          () => {
            const cards = document.querySelectorAll('[data-testid="profile-card"]');
            if (cards.length < 100) return false;
            const imgs = [...document.querySelectorAll('[data-testid="profile-card"] img')];
            const inView = imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight);
            return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
          },
          undefined,
          { timeout: 30_000, polling: 10 },
        );
        const ms = performance.now() - t0;
        results.push({ label, ms, thumbs: [...thumbs] });
        await context.close();
      }
    }
    for (const label of new Set(results.map((r) => r.label))) {
      const runs = results.filter((r) => r.label === label);
      const sizes = runs.flatMap((r) => r.thumbs);
      console.log(
        `  ${label.padEnd(44)} ${runs.map((r) => `${r.ms.toFixed(0)} ms`).join(', ')}  (thumbnails loaded ${runs[0].thumbs.length}, largest ${(Math.max(0, ...sizes) / 1024).toFixed(1)} KB)`,
      );
      rows.push([
        `${database}: Chromium /profile, 100 cards with thumbnails on screen, ${label}`,
        `${runs.map((r) => `${r.ms.toFixed(0)} ms`).join(', ')}`,
      ]);
    }
  } finally {
    await browser.close();
  }
}

async function run(label, env) {
  const server = await startServer({
    PORT: '8197',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    SEED_MEMBERS: '0',
    WEB_DIST: join(root, 'apps/web/dist'),
    ...env,
  });
  try {
    const signedIn = await signInAnswer(server, EMAIL, PASSWORD);
    console.log(label);
    database = label;
    await lists(server, signedIn.accessToken);
    console.log(
      'Chromium: /profile until 100 cards are shown with the thumbnails on screen loaded (3 runs, cold cache each)',
    );
    await grid(server, signedIn);
  } finally {
    await server.stop();
  }
}

if (REUSE) {
  const dataDir =
    process.env.BENCH_MODERATION_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'orrery-bench-moderation-'));
  await run('PostgreSQL (reused database)', { DATA_DIR: dataDir, DATABASE_URL: REUSE });
} else if (MEMBERS > 0) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-moderation-'));
  try {
    await withSeededDatabase(PG_SERVER, MEMBERS, dataDir, (url) =>
      run(`PostgreSQL, ${MEMBERS.toLocaleString('en')} members`, { DATA_DIR: dataDir, DATABASE_URL: url }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (PGLITE_MEMBERS > 0) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-moderation-lite-'));
  try {
    seed(PGLITE_MEMBERS, { DATA_DIR: dataDir, DATABASE_URL: '' });
    await run(`PGlite, ${PGLITE_MEMBERS.toLocaleString('en')} members`, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

recordResults(
  'Moderation lists and grid (bench/moderation.mjs)',
  rows,
  `One request at a time, ${RUNS} runs after ${WARMUP} warm-up; Chromium: /profile until 100 cards are shown with the thumbnails on screen loaded, 3 runs with a cold cache each.`,
);
