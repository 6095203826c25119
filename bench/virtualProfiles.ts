// Virtual profiles at scale: a 10,000-row file
//   - checked by the console's own code (papaparse + every rule of the file check, apps/web's csv.ts),
//     aim < 2 s;
//   - created by the server: POST /api/fakeProfile/import with the 10,000 checked rows, then polled at
//     GET /api/fakeProfile/import/{id} until done (the pg-boss job, 500 rows a transaction), aim < 60 s.
// On PGlite (a data folder) and on PostgreSQL (a throw-away database on BENCH_DATABASE_URL's server).
// Run: npx tsx bench/virtualProfiles.ts   (BENCH_ROWS; BENCH_DATABASE_URL='' skips PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import {
  VIRTUAL_PROFILE_COLUMNS,
  purposes,
  type VirtualImportAnswer,
  type VirtualProfileRow,
} from '@orrery/contract';
import { checkCsvText } from '../apps/web/src/features/virtual-profiles/csv';
import { recordResults } from './lib/results.mjs';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import { EMAIL, PASSWORD, buildIfMissing, signInAnswer, startServer } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
/** What this bench prints, for bench/RESULTS.md: [figure, value, aim, met]. */
const results: [string, string, string, boolean][] = [];

buildIfMissing();

const PLACES = [
  ['São Paulo, Brazil', -23.5505, -46.6333],
  ['Lisbon, Portugal', 38.7223, -9.1393],
  ['New York, United States', 40.7128, -74.006],
  ['Mumbai, India', 19.076, 72.8777],
  ['Sydney, Australia', -33.8688, 151.2093],
] as const;
const TYPES = ['INTJ', 'ENFP', 'ISTJ', 'ESFP', 'INFJ', 'ENTP', 'ISFJ', 'ESTJ'];
/** The contract's purposes, last first. */
const PURPOSES = [...purposes].reverse();

/** A file of `n` good rows, as an admin would prepare it. */
function file(n: number, tag: string): string {
  const lines = [VIRTUAL_PROFILE_COLUMNS.join(',')];
  for (let i = 0; i < n; i++) {
    const [pob, lat, lng] = PLACES[i % PLACES.length]!;
    const year = 1960 + (i % 45);
    const cells: Record<string, string | number> = {
      name: `Bench Person ${i + 1}`,
      email: `bench.${tag}.${i + 1}@example.com`,
      dob: `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00.000Z`,
      pob: `"${pob}"`,
      pobLat: lat,
      ponLang: lng,
      age: 2026 - year - 1,
      city: pob.split(',')[0]!,
      lat: lat + 0.01,
      lang: lng + 0.01,
      bio: 'Generated for the benchmark.',
      jungian_type: TYPES[i % TYPES.length]!,
      gender: i % 2 ? 'm' : 'f',
      language: i % 3 ? 'en' : 'pt_BR',
      wants_to_meet: i % 2 ? 'f' : 'm',
      purpose: PURPOSES[i % PURPOSES.length]!,
      image: '',
    };
    lines.push(VIRTUAL_PROFILE_COLUMNS.map((c) => cells[c]).join(','));
  }
  return lines.join('\n');
}

function checkInConsole(tag: string): VirtualProfileRow[] {
  const text = file(ROWS, tag);
  checkCsvText(file(200, 'warm'));
  const started = performance.now();
  const checked = checkCsvText(text);
  const ms = performance.now() - started;
  if (checked.problems.length) throw new Error(`the generated file has problems: ${checked.problems[0]}`);
  console.log(
    `check of a ${ROWS.toLocaleString('en')}-row file (${(text.length / 1024 / 1024).toFixed(1)} MB, papaparse + every rule, the console's code): ${ms.toFixed(0)} ms; aim < 2000 ms: ${ms < 2000 ? 'met' : 'NOT met'}`,
  );
  results.push([
    `check of a ${ROWS.toLocaleString('en')}-row file in the console's code`,
    `${ms.toFixed(0)} ms`,
    '< 2000 ms',
    ms < 2000,
  ]);
  return checked.rows;
}

async function createOnServer(label: string, env: Record<string, string>, rows: VirtualProfileRow[]) {
  const server = await startServer({
    PORT: '8106',
    SEED_MEMBERS: '0',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ...env,
  });
  try {
    const { accessToken } = await signInAnswer(server, EMAIL, PASSWORD);
    const auth = { authorization: `Bearer ${accessToken}` };
    const form = new FormData();
    for (let i = 0; i < 10; i++) {
      const png = await sharp({
        create: { width: 600, height: 800, channels: 3, background: { r: 20 * i, g: 120, b: 200 - 15 * i } },
      })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `face-${i}.png`);
    }
    const upload = await fetch(`${server.base}/api/fakeProfile/upload-image`, {
      method: 'POST',
      body: form,
      headers: auth,
    });
    if (!upload.ok) throw new Error(`upload-image: ${upload.status} ${await upload.text()}`);

    const started = performance.now();
    const res = await fetch(`${server.base}/api/fakeProfile/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
    const accepted = performance.now() - started;
    let state = ((await res.json()) as VirtualImportAnswer).data;
    while (state.status !== 'done' && state.status !== 'failed') {
      await sleep(250);
      const poll = await fetch(`${server.base}/api/fakeProfile/import/${state._id}`, { headers: auth });
      state = ((await poll.json()) as VirtualImportAnswer).data;
    }
    const ms = performance.now() - started;
    if (state.status !== 'done' || state.done !== rows.length)
      throw new Error(`import ended ${state.status}: ${state.message}`);
    console.log(
      `${label}: ${rows.length.toLocaleString('en')} virtual profiles created (members, photos, audit) in ${(ms / 1000).toFixed(1)} s (all rows checked and the job queued in ${accepted.toFixed(0)} ms); aim < 60 s: ${ms < 60_000 ? 'met' : 'NOT met'}`,
    );
    results.push([
      `${label}: ${rows.length.toLocaleString('en')} virtual profiles created (job queued in ${accepted.toFixed(0)} ms)`,
      `${(ms / 1000).toFixed(1)} s`,
      '< 60 s',
      ms < 60_000,
    ]);
  } finally {
    await server.stop();
  }
}

const rows = checkInConsole(Date.now().toString(36));

const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-virtual-'));
try {
  await createOnServer('PGlite', { DATA_DIR: dataDir }, rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (PG_SERVER !== '') {
  const pgDir = mkdtempSync(join(tmpdir(), 'orrery-bench-virtual-'));
  try {
    await withScratchDatabase(PG_SERVER, 'orrery_bench_virtual', (url) =>
      createOnServer('PostgreSQL', { DATABASE_URL: url, DATA_DIR: pgDir }, rows),
    );
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }
}

recordResults(
  'Virtual profiles (bench/virtualProfiles.ts)',
  results,
  `A ${ROWS.toLocaleString('en')}-row file checked by the console's code, then created by the server's job (10 photos uploaded first) on PGlite${PG_SERVER === '' ? '' : ' and on PostgreSQL'}.`,
);
