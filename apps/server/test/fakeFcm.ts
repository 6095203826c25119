import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type ConnectionOptions } from 'node:tls';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';

/**
 * A fake of FCM's HTTP v1 API (`POST /v1/projects/{project}/messages:send`) over TLS on a local port,
 * and a firebase-admin app whose every connection goes to it: the real library sends and reads the
 * answers, errors included. Tokens say what it answers: good-* (and anything else) is accepted,
 * expired-* is UNREGISTERED (404), broken-* is INVALID_ARGUMENT (400), busy-* is INTERNAL (500), and
 * down-* gets a broken answer on the wire, which the library reports as a network error.
 */
export interface FakeFcm {
  app: App;
  /** Every message the fake received, in order. */
  requests: { path: string; auth: string; message: { token: string; notification: { title: string } } }[];
  close(): Promise<void>;
}

function fcmError(status: number, state: string, errorCode: string) {
  return {
    status,
    body: {
      error: {
        code: status,
        message: `fake ${errorCode}`,
        status: state,
        details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
      },
    },
  };
}

function answerFor(token: string): { status: number; body: unknown } {
  if (token.startsWith('expired-')) return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
  if (token.startsWith('broken-')) return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT');
  if (token.startsWith('busy-')) return fcmError(500, 'INTERNAL', 'INTERNAL');
  return { status: 200, body: { name: `projects/fake-project/messages/${token}` } };
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-fcm-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=fcm.googleapis.com',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  // the pair is held in memory from here: its folder does not outlive the start
  rmSync(dir, { recursive: true, force: true });
  const requests: FakeFcm['requests'] = [];
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        message: { token: string; notification: { title: string } };
      };
      requests.push({
        path: request.url ?? '',
        auth: request.headers.authorization ?? '',
        message: payload.message,
      });
      if (payload.message.token.startsWith('down-')) {
        request.socket.end('not HTTP at all\r\n\r\n');
        return;
      }
      const answer = answerFor(payload.message.token);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  /** Every connection, whatever host it was meant for, goes to the fake (its certificate is self-signed). */
  class FakeFcmAgent extends Agent {
    override createConnection(options: RequestOptions): Duplex {
      return connect({
        ...(options as ConnectionOptions),
        host: '127.0.0.1',
        port,
        rejectUnauthorized: false,
      });
    }
  }
  const app = initializeApp(
    {
      projectId: 'fake-project',
      credential: { getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }) },
      httpAgent: new FakeFcmAgent({ keepAlive: true }),
    },
    `fcm-test-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  return {
    app,
    requests,
    async close() {
      await deleteApp(app);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
