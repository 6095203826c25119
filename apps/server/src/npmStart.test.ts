import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/serverProcess';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The built console's scripts that carry development-only code: antd's style hook marks its class names
 * `css-dev-only-do-not-override` outside production builds (with React's and antd's development
 * warnings, several times slower to draw).
 */
async function developmentScripts(): Promise<string[]> {
  const assets = join(root, 'apps/web/dist/assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const found: string[] = [];
  for (const name of scripts)
    if ((await readFile(join(assets, name), 'utf8')).includes('css-dev-only-do-not-override'))
      found.push(name);
  return found;
}

/** The pid in the server's JSON log lines: the process to end if the test fails with it still running. */
const serverPid = (output: string): number | null => {
  const match = /"pid":(\d+)/.exec(output);
  return match ? Number(match[1]) : null;
};

describe('npm start, as the README tells people to run it', () => {
  it('builds a production console and serves it; SIGTERM to npm stops the server itself, which finishes and leaves nothing answering', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'orrery-npm-start-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_MEMBERS: '20',
        SEED_EVENTS: '200',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        // a shell where NODE_ENV is set to something else (here, as Vitest sets it) still gets a production
        // console: the console's build does not take its mode from the caller
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      npm.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      await expect
        .poll(() => output.includes('Orrery is ready') || npm.exitCode !== null, { timeout: 180_000 })
        .toBe(true);
      expect(npm.exitCode, output.slice(-3000)).toBeNull();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(await developmentScripts(), 'the console was built in development mode').toEqual([]);

      npm.kill('SIGTERM');
      await exited;
      // the server got the signal and ran its own shutdown, not only npm
      expect(output).toContain('"msg":"stopped"');
      await expect(fetch(`${base}/healthz`), 'a server still answers after npm ended').rejects.toThrow();
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      const pid = serverPid(output);
      if (pid !== null) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone, as it should be
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
