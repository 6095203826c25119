import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type RequestOptions, type Server } from 'node:https';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type ConnectionOptions } from 'node:tls';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmPush } from './fcm';
import type { PushMessage } from './types';

/**
 * A fake of FCM's HTTP v1 API (`POST /v1/projects/{project}/messages:send`) over TLS on a local port.
 * Tokens say what it answers: good-* is accepted, expired-* is UNREGISTERED (404), broken-* is
 * INVALID_ARGUMENT (400), busy-* is INTERNAL (500).
 */
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

const requests: {
  path: string;
  auth: string;
  message: { token: string; notification: { title: string } };
}[] = [];
let server: Server;
let app: App;

beforeAll(async () => {
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
  server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
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
        const answer = answerFor(payload.message.token);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    },
  );
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
  app = initializeApp(
    {
      projectId: 'fake-project',
      credential: { getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }) },
      httpAgent: new FakeFcmAgent({ keepAlive: true }),
    },
    `fcm-test-${Date.now()}`,
  );
});

afterAll(async () => {
  await deleteApp(app);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const message = (memberId: string, tokens: string[]): PushMessage => ({
  notificationId: 'n1',
  memberId,
  tokens,
  title: "It's a match!",
  body: 'You and someone new like each other.',
  data: { notificationKey: 'been_matched' },
});

describe('FCM push provider against a fake of the FCM HTTP v1 API', () => {
  it('sends one message per device token and reads each outcome', async () => {
    const push = fcmPush(app, { legacyHttp: true });
    requests.length = 0;
    const outcomes = await push.send([
      message('ana', ['good-a1', 'expired-a2']),
      message('bia', ['expired-b1']),
      message('caio', ['busy-c1']),
      message('duda', ['broken-d1']),
      message('eva', []),
    ]);
    expect(requests.map((r) => r.message.token).sort()).toEqual([
      'broken-d1',
      'busy-c1',
      'expired-a2',
      'expired-b1',
      'good-a1',
    ]);
    expect(requests[0]?.path).toBe('/v1/projects/fake-project/messages:send');
    expect(requests[0]?.auth).toBe('Bearer fake-access-token');
    expect(requests[0]?.message.notification.title).toBe("It's a match!");
    const by = new Map(outcomes.map((o) => [o.memberId, o]));
    // one good device is enough; the expired one is reported so it is never used again
    expect(by.get('ana')).toMatchObject({ status: 'sent', invalidTokens: ['expired-a2'] });
    expect(by.get('bia')).toMatchObject({
      status: 'failed',
      transient: false,
      invalidTokens: ['expired-b1'],
    });
    expect(by.get('caio')).toMatchObject({ status: 'failed', transient: true, invalidTokens: [] });
    expect(by.get('duda')).toMatchObject({ status: 'failed', transient: false });
    expect(by.get('eva')).toMatchObject({ status: 'failed', transient: false, error: 'no device token' });
  });

  it('reaches 520 members, more than the 500 of one call', async () => {
    const push = fcmPush(app, { legacyHttp: true });
    requests.length = 0;
    const many = Array.from({ length: 520 }, (_, i) => message(`m${i}`, [`good-${i}`]));
    const outcomes = await push.send(many);
    expect(requests).toHaveLength(520);
    expect(outcomes.filter((o) => o.status === 'sent')).toHaveLength(520);
  });
});
