import http2 from 'node:http2';
import { createServer, type AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeFcm, type FakeFcm } from '../../../test/fakeFcm';
import { DEMO_TOKENS_ONLY, fcmPush } from './fcm';
import type { PushMessage } from './types';

let fake: FakeFcm;
let app: FakeFcm['app'];
let requests: FakeFcm['requests'];

beforeAll(async () => {
  fake = await startFakeFcm();
  app = fake.app;
  requests = fake.requests;
});

afterAll(() => fake.close());

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

  it('reads a broken answer on the wire as worth another try', async () => {
    const push = fcmPush(app, { legacyHttp: true });
    const [outcome] = await push.send([message('fay', ['down-f1'])]);
    expect(outcome).toMatchObject({ status: 'failed', transient: true, error: 'app/network-error' });
  });

  it('reads a lost connection over HTTP/2, as the library reports it, as worth another try', async () => {
    // the HTTP/2 transport (the default) connects to FCM's host itself: send it to a port nobody listens on
    const closed = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => done(port));
      });
    });
    const connect = http2.connect.bind(http2);
    const spy = vi
      .spyOn(http2, 'connect')
      .mockImplementation(((_url: string, options: http2.SecureClientSessionOptions) =>
        connect(`https://127.0.0.1:${closed}`, options)) as typeof http2.connect);
    // an app of its own: the other tests switched their app's messaging to HTTP/1.1
    const own = initializeApp(
      {
        projectId: 'fake-project',
        credential: { getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }) },
      },
      `fcm-http2-${process.pid}`,
    );
    try {
      const [outcome] = await fcmPush(own).send([message('gil', ['good-g1'])]);
      expect(spy).toHaveBeenCalled();
      expect(outcome).toMatchObject({
        status: 'failed',
        transient: true,
        error: 'messaging/app/network-error',
      });
    } finally {
      spy.mockRestore();
      await deleteApp(own);
    }
  });

  it('never sends a demo device token, whoever it belongs to', async () => {
    const push = fcmPush(app, { legacyHttp: true });
    requests.length = 0;
    const outcomes = await push.send([
      message('demo', ['demo-AAAA', 'demo-BBBB']),
      message('mixed', ['demo-CCCC', 'good-m1']),
    ]);
    expect(requests.map((r) => r.message.token)).toEqual(['good-m1']);
    const by = new Map(outcomes.map((o) => [o.memberId, o]));
    expect(by.get('demo')).toMatchObject({ status: 'failed', transient: false, error: DEMO_TOKENS_ONLY });
    expect(by.get('mixed')).toMatchObject({ status: 'sent', invalidTokens: [] });
  });

  it('reaches 520 members, more than the 500 of one call', async () => {
    const push = fcmPush(app, { legacyHttp: true });
    requests.length = 0;
    const many = Array.from({ length: 520 }, (_, i) => message(`m${i}`, [`good-${i}`]));
    const outcomes = await push.send(many);
    expect(requests).toHaveLength(520);
    expect(outcomes.filter((o) => o.status === 'sent')).toHaveLength(520);
  }, 180_000); // 520 TLS requests: well over the default 30 s on a busy 2-core machine
});
