import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchServer } from './server';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const webDir = join(root, 'apps/web');
const serverDir = join(root, 'apps/server');

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

/**
 * Runs `work` while holding a lock folder, so that runs started side by side in one checkout
 * do not rebuild the console under each other; a lock older than 10 minutes is stale.
 */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), 'orrery-e2e-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((wait) => setTimeout(wait, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the console (when needed) and keeps this run's own copy of it, so that a run started beside it in
 * the same checkout may rebuild meanwhile; bundles the server into a folder of this run's own; then loads
 * the demo data into a data folder once. Each worker starts its own server from those copies
 * (support/server.ts). They are removed after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(join(tmpdir(), 'orrery-e2e-run-'));
  // inside the server workspace, so that the bundle finds its packages in node_modules
  mkdirSync(join(serverDir, 'dist'), { recursive: true }); // a fresh clone has none yet
  const bundleDir = mkdtempSync(join(serverDir, 'dist/e2e-run-'));
  await withBuildLock(async () => {
    buildIfNeeded();
    cpSync(join(webDir, 'dist'), join(runDir, 'web'), { recursive: true });
  });
  // the same bundle `npm start` serves (building it is quick), built straight into this run's folder
  execFileSync(process.execPath, ['build.mjs', relative(serverDir, bundleDir)], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  process.env.E2E_WEB_DIST = join(runDir, 'web');
  process.env.E2E_SERVER_BUNDLE = join(bundleDir, 'main.js');
  process.env.E2E_ADMIN_PASSWORD ??= 'Orrery-e2e-pass1';
  if (!process.env.E2E_DATABASE_URL) {
    // the demo data loaded once, by a server that then stops; each worker's server starts on a copy of it
    const seeded = join(runDir, 'seeded');
    mkdirSync(seeded);
    await (await launchServer(root, seeded)).stop();
    process.env.E2E_SEEDED_DATA = seeded;
  }

  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
}
