import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const webDir = join(root, 'apps/web');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds the console when dist is missing or older than its sources. */
function buildIfNeeded(): void {
  const built = join(webDir, 'dist/index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'public']
    .map((p) => join(webDir, p))
    .concat(join(root, 'packages/contract/src'));
  const newest = Math.max(...sources.filter(existsSync).map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  execSync('npm run build -w @orrery/web', { cwd: root, stdio: 'inherit' });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(preferred: number): Promise<number> {
  if (await portIsFree(preferred)) return preferred;
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

async function waitUntilReady(
  url: string,
  server: { exitCode: number | null },
  logFile: string,
): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not get ready; see ${logFile}`);
}

/** Builds the console if needed and the server, starts the server on a free port with a fresh data folder, stops it after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort(Number(process.env.E2E_PORT ?? 8181));
  const password = process.env.E2E_ADMIN_PASSWORD ?? 'Orrery-e2e-pass1';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@orrery.local',
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'info',
    WEB_DIST: join(webDir, 'dist'),
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  const out = openSync(logFile, 'a');
  // the same bundle `npm start` serves (building it takes about a second)
  execSync('npm run build -w @orrery/server', { cwd: root, stdio: 'inherit' });
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseURL, server, logFile);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_LOG_FILE = logFile;
  process.env.E2E_ADMIN_PASSWORD = password;

  return async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((wait) => setTimeout(wait, 5000))]);
    }
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
