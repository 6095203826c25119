// Spreadsheets that lie about their size, sent to the built server on PGlite: an .xlsx whose sheet unpacks to
// 1 GiB while its zip states 4 KB, three at once to each route that takes a workbook (the pair import and
// the rule-set import). Printed: the answers, the server process's memory before and at its peak (aim:
// under +100 MB), and the slowest /healthz answer while the uploads are read (aim: under 250 ms).
// Run: npx tsx bench/workbookBomb.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileRow, pairWorkbook } from '../apps/server/test/pairs';
import { lyingWorkbook } from '../apps/server/test/zips';
import { recordResults } from './lib/results.mjs';
import { EMAIL, PASSWORD, buildIfMissing, signInAnswer, startServer } from './lib/server.mjs';

const MB = 1024 * 1024;
const AT_ONCE = 3;
const ROUTES = ['/api/pair/import?groupName=bomb', '/api/setting/protocol/import?name=bomb'];

buildIfMissing();

/** The resident memory of process `pid` in MB, from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

const bomb = await lyingWorkbook(await pairWorkbook([fileRow(1), fileRow(2)]), 1024 * MB, 4096);
const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-bomb-'));
const server = await startServer({
  PORT: '8197',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
  SEED_MEMBERS: '0',
  SEED_EVENTS: '0',
});
try {
  const { accessToken } = await signInAnswer(server, EMAIL, PASSWORD);
  const upload = async (url: string) => {
    const form = new FormData();
    form.append('file', new Blob([bomb]), 'pairs.xlsx');
    const res = await fetch(server.base + url, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    return `${res.status} "${((await res.json()) as { message?: string }).message ?? ''}"`;
  };
  await sleep(1000);
  const before = rssMb(server.pid);
  let peak = before;
  let slowestHealth = 0;
  let sending = true;
  const watch = (async () => {
    while (sending) {
      peak = Math.max(peak, rssMb(server.pid));
      const t0 = performance.now();
      await (await fetch(`${server.base}/healthz`)).arrayBuffer();
      slowestHealth = Math.max(slowestHealth, performance.now() - t0);
      await sleep(10);
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    ROUTES.flatMap((url) => Array.from({ length: AT_ONCE }, () => upload(url))),
  );
  const tookMs = performance.now() - started;
  sending = false;
  await watch;
  const growth = peak - before;
  const tally = [...new Set(answers)]
    .map((a) => `${answers.filter((b) => b === a).length} × ${a}`)
    .join('; ');
  console.log(
    `a ${(bomb.length / MB).toFixed(2)} MB .xlsx whose sheet unpacks to 1 GiB (stating 4 KB), ${AT_ONCE} at once on each of ${ROUTES.length} routes`,
  );
  console.log(`  answers in ${(tookMs / 1000).toFixed(1)} s: ${tally}`);
  console.log(
    `  server memory ${before.toFixed(0)} MB → peak ${peak.toFixed(0)} MB: +${growth.toFixed(0)} MB (aim < +100 MB: ${growth < 100 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  slowest /healthz meanwhile: ${slowestHealth.toFixed(0)} ms (aim < 250 ms: ${slowestHealth < 250 ? 'met' : 'NOT met'})`,
  );
  recordResults(
    'Lying spreadsheets',
    [
      ['answers', `${tally} in ${(tookMs / 1000).toFixed(1)} s`],
      [
        'server memory growth',
        `+${growth.toFixed(0)} MB (${before.toFixed(0)} → ${peak.toFixed(0)} MB)`,
        '< +100 MB',
        growth < 100,
      ],
      [
        'slowest /healthz during the uploads',
        `${slowestHealth.toFixed(0)} ms`,
        '< 250 ms',
        slowestHealth < 250,
      ],
    ],
    `A ${(bomb.length / MB).toFixed(2)} MB .xlsx whose sheet unpacks to 1 GiB while stating 4 KB, ${AT_ONCE} at once to each of the pair import and the rule-set import, on PGlite.`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
