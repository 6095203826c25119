import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL (a crash: no shutdown code runs) and waits for it to be gone. */
  kill(): Promise<void>;
  /** The last lines of its output, and how it ended (null while it runs). */
  output(): string;
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts the server as its own process, as `npm start` does (the bundle test/globalSetup.ts built for the
 * run), with `env` on a free port, and resolves once its log says ready. The output is kept to explain a
 * process that ends before that.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [inject('serverBundle')], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was not ready within ${timeoutMs} ms:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
      if (output.includes('Orrery is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${code}) before it was ready:\n${output.slice(-3000)}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exit: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : { code: child.exitCode, signal: child.signalCode },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
