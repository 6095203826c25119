import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { AI_CALLS_PER_MINUTE } from './aiCallLimit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tryIt = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setting/chatbot-try',
    payload: { message: 'Will I meet someone?' },
    headers: t.auth(token),
  });
const report = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/astrologic/generate-astro-event-report-using-ai',
    payload: {
      userId: '00000000-0000-4000-8000-000000000000',
      date: '2026-11-23T12:00:00.000Z',
      gender: 'f',
      usertype: 'type-p',
      language: 'en',
    },
    headers: t.auth(token),
  });

describe('calls to the AI provider, per admin', () => {
  it(`answers 429 past ${AI_CALLS_PER_MINUTE} a minute, for that admin only, on each AI route apart`, async () => {
    for (let i = 0; i < AI_CALLS_PER_MINUTE; i++)
      expect((await tryIt(t.superadmin.token)).statusCode).toBe(200);
    const refused = await tryIt(t.superadmin.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ valid: false, message: expect.stringMatching(/rate limit/i) });

    const other = await t.addAdmin('admin');
    expect((await tryIt(other.token)).statusCode).toBe(200);
    for (let i = 0; i < AI_CALLS_PER_MINUTE; i++) expect((await report(other.token)).statusCode).toBe(404);
    expect((await report(other.token)).statusCode).toBe(429);
  });

  it('does not count calls refused for their input or without a session', async () => {
    const admin = await t.addAdmin('admin');
    const bad = { method: 'POST' as const, url: '/api/setting/chatbot-try', payload: { message: ' ' } };
    for (let i = 0; i < AI_CALLS_PER_MINUTE + 5; i++) {
      expect((await t.app.inject({ ...bad, headers: t.auth(admin.token) })).statusCode).toBe(400);
      expect((await t.app.inject({ ...bad, payload: { message: 'hi' } })).statusCode).toBe(401);
    }
    expect((await tryIt(admin.token)).statusCode).toBe(200);
  });
});
