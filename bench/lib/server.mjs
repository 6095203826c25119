// Starts the built server as a child process and reads its log: ready time and one-time codes; the
// bench admin's sign-in, timings and their percentiles.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('../../', import.meta.url).pathname;

/** The first superadmin of a bench's server (ADMIN_EMAIL, ADMIN_PASSWORD), who signs in to measure. */
export const EMAIL = 'bench@orrery.local';
export const PASSWORD = 'bench-password-123';

/**
 * Builds `workspace` (npm run build) when its output `file` (from the repository's root) is missing: the
 * server by default.
 */
export function buildIfMissing(file = 'apps/server/dist/main.js', workspace = '@orrery/server') {
  if (!existsSync(join(root, file)))
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

export async function startServer(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', WEB_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // a benchmark that fails on its way out does not leave the server running
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  let log = '';
  let keep = (text) => (log += text);
  child.stdout.on('data', (chunk) => keep(String(chunk)));
  child.stderr.on('data', (chunk) => keep(String(chunk)));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const readyMs = performance.now() - started;
  // the demo data loads behind the API: a bench measures once it is all there
  while ((await (await fetch(`${base}/readyz`)).json()).loading.length) await sleep(100);
  return {
    base,
    readyMs,
    pid: child.pid,
    log: () => log,
    /**
     * From now on keeps only the log's warn, error and fatal lines (a load test makes megabytes of
     * request lines); the output is still read, so that the server never blocks on a full pipe.
     */
    quiet() {
      let partial = '';
      keep = (text) => {
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (/"level":(40|50|60)\b/.test(line)) log += `${line}\n`;
      };
    },
    async stop() {
      process.off('exit', killChild);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The verify-otp answer: {valid, accessToken, user}; `headers` go with both steps (an X-Forwarded-For). */
export async function signInAnswer(server, identifier, password, headers = {}) {
  const post = (path, body) =>
    fetch(server.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const codesBefore = [...server.log().matchAll(/code is (\d{6})/g)].length;
  const step1 = await post('/api/admin/admin-login', { identifier, password });
  if (!step1.ok) throw new Error(`admin-login: ${step1.status} ${await step1.text()}`);
  let otp;
  for (let waited = 0; !otp && waited < 5000; waited += 25) {
    await sleep(25);
    const codes = [...server.log().matchAll(/code is (\d{6})/g)];
    if (codes.length > codesBefore) otp = codes.at(-1)?.[1];
  }
  const step2 = await post('/api/admin/verify-otp', { identifier, otp });
  if (!step2.ok) throw new Error(`verify-otp: ${step2.status} ${await step2.text()}`);
  return step2.json();
}

export async function signIn(server, identifier, password) {
  return (await signInAnswer(server, identifier, password)).accessToken;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The `p`th percentile of `values` (in any order; NaN when there are none). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** `fn()` timed: {ms, value}. */
export async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/**
 * `call(i)` `warmup` times, then `runs` times timed (`i` counting the calls of each from 0): p50 and p95
 * in ms, and the last answer.
 */
export async function timeCalls(call, { warmup, runs }) {
  let answer;
  for (let i = 0; i < warmup; i += 1) answer = await call(i);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    answer = await call(i);
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), answer };
}

/** A signed-in GET of `url`'s JSON; throws with the status and body when it is not 2xx. */
export async function getJson(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The UTC date (YYYY-MM-DD) `offsetDays` days before now. */
export const day = (offsetDays) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);

/** `aim p95 < 100 ms: met` (or `NOT met`): a figure next to its aim. */
export const aim = (name, value, limit) => `aim ${name} < ${limit} ms: ${value < limit ? 'met' : 'NOT met'}`;
