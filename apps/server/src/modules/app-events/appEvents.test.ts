import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APP_KEY_HEADER, MAX_EVENT_BATCH, appEventExample, appEventMessages } from '@orrery/contract';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { rollUpAll } from '../analytics';

const KEY = 'test-app-events-key-0123456789';
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ APP_EVENTS_KEY: KEY });
});
afterAll(() => t.close());

const member = randomUUID();
const event = (over: Record<string, unknown> = {}) => ({
  ...appEventExample,
  eventId: randomUUID(),
  memberId: member,
  occurredAt: '2025-03-14T10:00:00.000Z',
  ...over,
});

/** Posts a batch with this key (null: no key header). */
const post = (payload: unknown, key: string | null = KEY, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as object,
    headers: key === null ? {} : { [APP_KEY_HEADER]: key },
  });

async function stored(): Promise<{ n: number; partitions: string[] }> {
  const count = (await t.db.execute(sql`select count(*)::int as n from app_events`)) as unknown as {
    rows: { n: number }[];
  };
  const parts = (await t.db.execute(
    sql`select distinct tableoid::regclass::text as p from app_events order by 1`,
  )) as unknown as { rows: { p: string }[] };
  return { n: Number(count.rows[0]?.n), partitions: parts.rows.map((r) => r.p) };
}

describe('POST /api/events', () => {
  it('stores a batch in its months’ partitions, and a retried batch is not counted twice', async () => {
    const before = (await stored()).n;
    const batch = [
      event(),
      event({ kind: 'session_start', name: undefined, occurredAt: '2025-04-01T00:00:00.000Z' }),
      event({
        kind: 'session_end',
        name: undefined,
        durationSec: 312,
        occurredAt: '2025-04-01T00:05:12.000Z',
      }),
      event({ kind: 'user_action', name: 'superlike' }),
      event({ kind: 'onboarding_stage', name: undefined, stage: 8 }),
      event({ kind: 'feature_use', name: 'daily_horoscope', countryCode: null, gender: null }),
    ];
    const first = await post({ events: batch });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ valid: true, accepted: 6, duplicates: 0, rejected: [] });
    const after = await stored();
    expect(after.n).toBe(before + 6);
    expect(after.partitions).toEqual(expect.arrayContaining(['app_events_2025_03', 'app_events_2025_04']));

    const retry = await post({ events: batch });
    expect(retry.json()).toEqual({ valid: true, accepted: 0, duplicates: 6, rejected: [] });
    expect((await stored()).n).toBe(before + 6);
  });

  it('keeps the good events and refuses each bad one with its index and reason', async () => {
    const before = (await stored()).n;
    const answer = await post({
      events: [
        event(),
        event({ name: 'not_a_screen' }),
        event({ kind: 'session_end', name: undefined }),
        event({ eventId: 'not-a-uuid' }),
        event({ occurredAt: new Date(Date.now() + 86_400_000).toISOString() }),
        event({ kind: 'onboarding_stage', name: undefined }),
        'not an object',
        event({ secret: 1 }),
        event({ kind: 'user_action', name: 'like' }),
      ],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ accepted: number; rejected: { index: number; message: string }[] }>();
    expect(body.accepted).toBe(2);
    expect(body.rejected).toEqual([
      { index: 1, message: expect.stringContaining('screen_visit needs name, one of chatbot_visit') },
      { index: 2, message: appEventMessages.needsDuration },
      { index: 3, message: 'eventId must match format "uuid".' },
      { index: 4, message: appEventMessages.future },
      { index: 5, message: appEventMessages.needsStage },
      { index: 6, message: 'An event must be an object.' },
      { index: 7, message: 'secret is not a field of an event.' },
    ]);
    expect((await stored()).n).toBe(before + 2);
  });

  it('stores every field as sent, the time in UTC whatever its offset', async () => {
    const sent = event({
      kind: 'session_end',
      name: undefined,
      durationSec: 95,
      occurredAt: '2025-03-14T15:30:00+05:30',
      countryCode: 'BR',
      gender: 'm',
      deviceName: 'Galaxy S23 "Ultra"',
      os: 'ios',
      osVersion: '17.2',
      appVersion: '2.10.0',
      language: 'pt_br',
    });
    expect((await post({ events: [sent] })).json()).toEqual({
      valid: true,
      accepted: 1,
      duplicates: 0,
      rejected: [],
    });
    const rows = (await t.db.execute(
      sql`select occurred_at, member_id, kind, name, stage, duration_sec, country_code, gender, device_name,
        os, os_version, app_version, language from app_events where event_id = ${sent.eventId}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.rows).toHaveLength(1);
    expect({
      ...rows.rows[0],
      occurred_at: new Date(String(rows.rows[0]?.occurred_at)).toISOString(),
    }).toEqual({
      occurred_at: '2025-03-14T10:00:00.000Z',
      member_id: member,
      kind: 'session_end',
      name: null,
      stage: null,
      duration_sec: 95,
      country_code: 'BR',
      gender: 'm',
      device_name: 'Galaxy S23 "Ultra"',
      os: 'ios',
      os_version: '17.2',
      app_version: '2.10.0',
      language: 'pt_br',
    });
    // the same instant written in UTC is the same event
    const retry = await post({ events: [{ ...sent, occurredAt: '2025-03-14T10:00:00Z' }] });
    expect(retry.json()).toMatchObject({ accepted: 0, duplicates: 1 });
  });

  it('refuses a time the format allows but no clock reads (a leap second, a zone name)', async () => {
    const before = (await stored()).n;
    const answer = await post({
      events: [
        event({ occurredAt: '2016-12-31T23:59:60Z' }),
        event({ occurredAt: '2025-03-14T10:00:00Z[Europe/Paris]' }),
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      valid: true,
      accepted: 0,
      duplicates: 0,
      rejected: [
        { index: 0, message: appEventMessages.badTime },
        { index: 1, message: appEventMessages.badTime },
      ],
    });
    expect((await stored()).n).toBe(before);
  });

  it('counts an event repeated inside one batch once', async () => {
    const once = event();
    const answer = await post({ events: [once, once] });
    expect(answer.json()).toEqual({ valid: true, accepted: 1, duplicates: 1, rejected: [] });
  });

  it('refuses a missing or wrong app key with 401, and writes nothing', async () => {
    const before = (await stored()).n;
    for (const key of [null, 'wrong-key-wrong-key-wrong', '', KEY.toUpperCase()]) {
      const answer = await post({ events: [event()] }, key);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ valid: false, message: appEventMessages.badKey });
    }
    // a staff token is no app key
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [event()] },
      headers: t.auth(t.superadmin.token),
    });
    expect(staff.statusCode).toBe(401);
    expect((await stored()).n).toBe(before);
  });

  it('refuses a batch over 500 events, or without events, with 400 and writes nothing', async () => {
    const before = (await stored()).n;
    const big = await post({ events: Array.from({ length: MAX_EVENT_BATCH + 1 }, () => event()) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ valid: false, message: appEventMessages.tooMany });
    for (const payload of [{ events: [] }, {}, { events: 'x' }, { events: [event()], extra: true }]) {
      const bad = await post(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ valid: false, message: appEventMessages.badBatch });
    }
    expect((await stored()).n).toBe(before);
  });

  it('takes concurrent batches that all open the same new month', async () => {
    const batches = Array.from({ length: 6 }, () =>
      Array.from({ length: 50 }, () => event({ occurredAt: '2023-07-09T08:00:00.000Z' })),
    );
    const answers = await Promise.all(batches.map((events) => post({ events })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await stored()).partitions).toContain('app_events_2023_07');
  });

  it('takes a full batch of 500', async () => {
    const answer = await post({ events: Array.from({ length: MAX_EVENT_BATCH }, () => event()) });
    expect(answer.json()).toMatchObject({ accepted: MAX_EVENT_BATCH, duplicates: 0 });
  });

  // PGlite has one connection: its statements, and so its commits, come in the order of their seq
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'rolls up an event whose batch commits after a later batch (PostgreSQL)',
    async () => {
      const seen = await post({
        events: [
          event({ occurredAt: '2024-01-10T10:00:00Z' }),
          event({ occurredAt: '2024-02-10T10:00:00Z' }),
        ],
      });
      expect(seen.json()).toMatchObject({ accepted: 2 });
      // another session holds January's partition: the January batch takes its seq, then waits on it
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => undefined as void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table app_events_2024_01 in share mode`);
        locked();
        await held;
      });
      await isLocked;
      const slow = post({ events: [event({ occurredAt: '2024-01-11T10:00:00Z' })] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // a later batch commits first, and the roll-up runs before the January batch is in
      expect((await post({ events: [event({ occurredAt: '2024-02-11T10:00:00Z' })] })).json()).toMatchObject({
        accepted: 1,
      });
      const rolling = rollUpAll(t.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holder;
      expect((await slow).json()).toMatchObject({ accepted: 1 });
      await rolling;
      await rollUpAll(t.db);
      const [row] = (
        (await t.db.execute(
          sql`select (select count(*)::int from app_events) as stored,
            (select events_rolled::int from analytics_rollup_state) as rolled`,
        )) as unknown as { rows: { stored: number; rolled: number }[] }
      ).rows;
      expect(row?.rolled).toBe(row?.stored);
    },
  );

  it('is in the OpenAPI document with its key, schema and example', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { security?: unknown; requestBody?: unknown } }>;
    }>();
    const op = doc.paths['/api/events']?.post;
    expect(op?.security).toEqual([{ appKey: [] }]);
    expect(JSON.stringify(op?.requestBody)).toContain('astro_visit');
  });
});

describe('POST /api/events without APP_EVENTS_KEY', () => {
  it('answers 503 and says the key is not configured', async () => {
    const bare = await createTestApp();
    try {
      const answer = await post({ events: [event()] }, 'anything-at-all-here', bare.app);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ valid: false, message: appEventMessages.noKey });
    } finally {
      await bare.close();
    }
  });
});
