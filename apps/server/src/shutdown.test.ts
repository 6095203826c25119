import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { serverDatabase, type ServerDatabase } from '../test/serverDatabase';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';

const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let base: ServerDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  base = await serverDatabase('shutdown');
}, 60_000);
afterAll(async () => {
  await server?.kill();
  await base.drop();
});

/** Resolves once the process has ended, with how. */
async function ended(process: ServerProcess) {
  while (!process.exit()) await new Promise((resolve) => setTimeout(resolve, 100));
  return process.exit();
}

describe(`SIGTERM on ${on}`, () => {
  it('stops at once when nothing is under way: "stopped", exit 0', async () => {
    server = await startServerProcess({ ...base.serverEnv(), SHUTDOWN_TIMEOUT_S: '2' }, 120_000);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    await server.stop();
    expect(server.exit()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"stopped"');
  }, 180_000);

  it('does not wait past SHUTDOWN_TIMEOUT_S for a client that never finishes its request: exit 1', async () => {
    server = await startServerProcess({ ...base.serverEnv(), SHUTDOWN_TIMEOUT_S: '2' }, 120_000);
    const { port } = new URL(server.base);
    // a sign-in whose body never arrives in full: the request stays under way
    const socket: Socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => undefined);
    // the server answers "100 Continue" once it has read the request's head: from then on it is under way
    const continued = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => String(chunk).includes('100 Continue') && resolve()),
    );
    socket.write(
      'POST /api/admin/admin-login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Expect: 100-continue\r\nContent-Length: 1000\r\n\r\n',
    );
    await continued;
    socket.write('{"email":"');
    const running = server;
    const stopping = running.stop();
    expect(await ended(running)).toEqual({ code: 1, signal: null });
    await stopping;
    expect(running.output()).toContain('the shutdown did not finish in time');
    socket.destroy();
  }, 180_000);
});
