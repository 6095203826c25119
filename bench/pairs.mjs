// Pair tests at scale: a group of BENCH_PAIRS pairs (default 10,000) imported from an .xlsx
// file (aim under 10 s); POST /api/pair/multiPairList, a page of 20 with the whole group's Heart Score
// and Text Distribution, p50/p95 one request at a time after warm-up (aims: p95 under 300 ms on
// PostgreSQL, 600 ms on PGlite); and a set save that makes every result of the group stale: the save
// and the next page with the group's figures, computed afresh (aim under 2 s).
//   BENCH_PAIRS         pairs in the group (default 10000)
//   BENCH_RUNS          measured requests (default 40)
//   BENCH_DATABASE_URL  PostgreSQL server for the same run on a throw-away database (dropped after);
//                       empty: PGlite only
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from './lib/contract.mjs';
import { pairFile } from './lib/pairFile.mjs';
import { msRow, recordResults } from './lib/results.mjs';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import {
  EMAIL,
  PASSWORD,
  aim,
  buildIfMissing,
  signInAnswer,
  startServer,
  timeCalls,
  timed,
} from './lib/server.mjs';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 3;
/** What this bench prints, for bench/RESULTS.md. */
const rows = [];

buildIfMissing();

async function call(server, token, method, path, body) {
  const res = await fetch(`${server.base}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The demo set (the last of the list on a new database with demo data), whole, for its save. */
async function demoSet(server, token, adminId) {
  const list = await call(server, token, 'GET', `setting/protocols/list/${adminId}`);
  return (await call(server, token, 'GET', `setting/protocol/${list.items.at(-1)._id}`)).item;
}

/** What a set's save sends: the contract's SynastrySetBody fields, but the owner (the server takes the admin). */
const EDITABLE = Object.keys(contract.SynastrySetBody.properties).filter((key) => key !== 'user');

async function run(label, env, listAim) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-pairs-'));
  const server = await startServer({
    PORT: String(8300 + Math.floor(Math.random() * 500)),
    DATA_DIR: dataDir,
    // one demo member: the demo rule/score set comes with demo data (and the demo group of 200 pairs)
    SEED_MEMBERS: '1',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ...env,
  });
  try {
    const { accessToken: token, user } = await signInAnswer(server, EMAIL, PASSWORD);
    const saved = await demoSet(server, token, user._id);
    console.log(`\n${label}: ${PAIRS.toLocaleString('en')} pairs`);

    const file = await pairFile(PAIRS);
    const form = new FormData();
    form.append('file', new Blob([file]), 'pairs.xlsx');
    const imported = await timed(async () => {
      const res = await fetch(
        `${server.base}/api/pair/import?groupName=${encodeURIComponent(`Bench ${Date.now()}`)}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        },
      );
      if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
      let state = (await res.json()).data;
      while (state.status !== 'done' && state.status !== 'failed') {
        await new Promise((r) => setTimeout(r, 100));
        state = (await call(server, token, 'GET', `pair/import/${state._id}`)).data;
      }
      if (state.status === 'failed') throw new Error(state.message);
      return state;
    });
    console.log(
      `  import of an .xlsx (${(file.length / 1024).toFixed(0)} KB): ${(imported.ms / 1000).toFixed(1)} s; aim < 10 s: ${imported.ms < 10_000 ? 'met' : 'NOT met'}`,
    );
    rows.push([
      `${label}: import of an .xlsx of ${PAIRS.toLocaleString('en')} pairs (${(file.length / 1024).toFixed(0)} KB)`,
      `${(imported.ms / 1000).toFixed(1)} s`,
      '< 10 s',
      imported.ms < 10_000,
    ]);

    const groupId = imported.value.groupId;
    const pages = Math.ceil(PAIRS / 20);
    const page = (i) =>
      call(server, token, 'POST', 'pair/multiPairList', {
        protocolId: saved._id,
        groupId,
        pageNo: 1 + ((i * 37) % pages),
        pageLimit: 20,
      });
    const cold = await timed(() => page(0));
    const { p50, p95 } = await timeCalls(page, { warmup: WARMUP, runs: RUNS });
    console.log(
      `  multiPairList page of 20 + group figures: first ${cold.ms.toFixed(0)} ms, then p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ${aim('p95', p95, listAim)}`,
    );
    rows.push(
      msRow(`${label}: multiPairList page of 20 + group figures: first`, cold.ms, undefined, 0),
      msRow(`${label}: multiPairList page of 20 + group figures: p50`, p50, undefined, 0),
      msRow(`${label}: multiPairList page of 20 + group figures: p95`, p95, listAim, 0),
    );

    const save = await timed(() =>
      call(server, token, 'PUT', `setting/protocol/edit/${saved._id}`, {
        ...Object.fromEntries(EDITABLE.map((key) => [key, saved[key]])),
        synastryVsGm: [{ label: 'weight', val1: 70, val2: 30 }],
        version: saved.version,
      }),
    );
    const after = await timed(() => page(1));
    const total = save.ms + after.ms;
    console.log(
      `  set save making ${PAIRS.toLocaleString('en')} results stale: save ${save.ms.toFixed(0)} ms + next page with fresh figures ${after.ms.toFixed(0)} ms = ${total.toFixed(0)} ms; ${aim('total', total, 2000)}`,
    );
    rows.push(
      msRow(
        `${label}: set save making the results stale + next page with fresh figures (save ${save.ms.toFixed(0)} ms)`,
        total,
        2000,
        0,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', {}, 600);
if (PG_SERVER !== '') {
  await withScratchDatabase(PG_SERVER, 'orrery_bench_pairs', (url) =>
    run('PostgreSQL', { DATABASE_URL: url }, 300),
  );
}

recordResults(
  'Pairs (bench/pairs.mjs)',
  rows,
  `A group of ${PAIRS.toLocaleString('en')} pairs imported from an .xlsx; multiPairList one request at a time, ${RUNS} runs after ${WARMUP} warm-up.`,
);
