import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** A port the system says is free now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() =>
          typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
        );
      });
  });
}

/** Up to 8 minutes: the demo data and its roll-up are slow on a machine busy with other runs. */
async function waitUntilReady(url: string, server: ChildProcess, logFile: string): Promise<void> {
  for (let attempt = 0; attempt < 1920; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}); see ${logFile}`);
    try {
      // the demo data loads behind the API (the roll-up of its events included): the tests start once
      // it is all there, figures settled
      const res = await fetch(`${url}/readyz`);
      if (res.ok && !((await res.json()) as { loading: unknown[] }).loading.length) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not get ready; see ${logFile}`);
}

export interface RunningServer {
  baseURL: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the bundle globalSetup prepared on a free port with `dataDir` as its data folder, and waits until
 * its demo data is all there.
 */
export async function launchServer(root: string, dataDir: string): Promise<RunningServer> {
  const serverBundle = process.env.E2E_SERVER_BUNDLE;
  const webDist = process.env.E2E_WEB_DIST;
  if (!serverBundle || !webDist)
    throw new Error('run the tests with `npx playwright test` (globalSetup builds)');
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@orrery.local',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    WEB_DIST: webDist,
    // a fifth of the default demo events: enough for every chart
    SEED_EVENTS: process.env.SEED_EVENTS ?? '60000',
    // the company's zone, in which scheduled sends are read: not UTC, so that a zone mix-up shows
    TIME_ZONE: 'Europe/Paris',
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const out = openSync(logFile, 'a');
  const server = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseURL, server, logFile);
  } catch (error) {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    throw error;
  }
  return {
    baseURL,
    logFile,
    /**
     * SIGTERM, as a process manager stops the production start (`npm start` execs this same bundle): the
     * server must end by itself, log `stopped` and exit with 0; anything else fails the run.
     */
    async stop() {
      let ended: number | string | null = server.exitCode;
      if (server.pid && server.exitCode === null) {
        const exited = new Promise<number | string | null>((done) =>
          server.once('exit', (code, signal) => done(code ?? signal)),
        );
        process.kill(-server.pid, 'SIGTERM');
        ended = await Promise.race([
          exited,
          new Promise<string>((wait) => setTimeout(() => wait('still running'), 30_000)),
        ]);
        if (ended === 'still running') process.kill(-server.pid, 'SIGKILL');
      }
      const log = readFileSync(logFile, 'utf8');
      if (ended !== 0 || !log.includes('"msg":"stopped"'))
        throw new Error(`the server did not stop cleanly on SIGTERM (${ended}):\n${log.slice(-3000)}`);
    },
  };
}

/**
 * A server of a worker's own: a copy of the data folder globalSetup seeded (E2E_SEEDED_DATA), so that a
 * worker, or one restarted after a failure, starts in seconds instead of loading the demo data again
 * beside the other worker's tests; a fresh folder when there is none (a run on PostgreSQL). The folder is
 * removed when the server stops, unless E2E_KEEP_DATA is set.
 */
export async function startServer(root: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-e2e-'));
  const seeded = process.env.E2E_SEEDED_DATA;
  if (seeded)
    cpSync(seeded, dataDir, { recursive: true, filter: (source) => basename(source) !== 'server.log' });
  const server = await launchServer(root, dataDir);
  return {
    ...server,
    async stop() {
      try {
        await server.stop();
      } finally {
        if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
