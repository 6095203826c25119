// A stranger's attack on one admin's e-mail: 108 wrong passwords from 12 addresses, 9 from
// each (the addresses in parallel), against the built server on loopback with TRUST_PROXY=true and a
// distinct X-Forwarded-For per address; then the real admin (the first superadmin, who never signed in)
// signs in with the right password and code from a 13th address. Aim: in under 60 s.
//   BENCH_DATABASE_URL  PostgreSQL server for the same run on a throw-away database (dropped after);
//                       empty: PGlite only
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordResults } from './lib/results.mjs';
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
import { PASSWORD, buildIfMissing, signInAnswer, startServer } from './lib/server.mjs';

/** The attacked admin (the bench admin's password, another e-mail). */
const EMAIL = 'attacked@orrery.local';
const ADDRESSES = 12;
const TRIES_EACH = 9;
const AIM_MS = 60_000;

buildIfMissing();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function tryPassword(server, ip, password) {
  const res = await fetch(`${server.base}/api/admin/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ identifier: EMAIL, password }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function run(label, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-attack-'));
  const server = await startServer({
    PORT: '8199',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    SEED_MEMBERS: '0',
    SEED_EVENTS: '0',
    TRUST_PROXY: 'true',
    ...extraEnv,
  });
  try {
    const started = performance.now();
    const statuses = (
      await Promise.all(
        Array.from({ length: ADDRESSES }, async (_, a) => {
          const answers = [];
          for (let i = 0; i < TRIES_EACH; i += 1)
            answers.push(await tryPassword(server, `198.51.100.${a + 1}`, `guess-${a}-${i}`));
          return answers;
        }),
      )
    ).flat();
    const attackMs = performance.now() - started;
    const tally = Object.entries(
      statuses.reduce((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}),
    )
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');

    const t0 = performance.now();
    const outcome = await signInAnswer(server, EMAIL, PASSWORD, { 'x-forwarded-for': '203.0.113.13' }).then(
      (answer) => (answer.accessToken ? 'session opened' : `no session: ${JSON.stringify(answer)}`),
      (error) => `refused: ${error.message}`,
    );
    const signInMs = performance.now() - t0;
    const met = outcome === 'session opened' && signInMs < AIM_MS;
    console.log(`${label}:`);
    console.log(`  the attack: ${statuses.length} wrong passwords in ${seconds(attackMs)} (${tally})`);
    console.log(
      `  the real admin from a 13th address, password and code: ${seconds(signInMs)}, ${outcome}` +
        ` (aim: a session in < ${seconds(AIM_MS)}: ${met ? 'met' : 'NOT met'})`,
    );
    return [
      [`${label}: the attack`, `${statuses.length} wrong passwords in ${seconds(attackMs)} (${tally})`],
      [
        `${label}: the real admin signs in from a 13th address`,
        `${seconds(signInMs)}, ${outcome}`,
        `a session in < ${seconds(AIM_MS)}`,
        met,
      ],
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await run('PGlite', {});

if (PG_SERVER !== '') {
  rows.push(
    ...(await withScratchDatabase(PG_SERVER, 'orrery_bench_attack', (url) =>
      run('PostgreSQL', { DATABASE_URL: url }),
    )),
  );
}
recordResults(
  'Sign-in under attack',
  rows,
  `${ADDRESSES * TRIES_EACH} wrong passwords for one admin's e-mail from ${ADDRESSES} addresses, then the real admin from a new one.`,
);
