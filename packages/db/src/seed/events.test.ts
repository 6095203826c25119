import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, runMigrations, type DbHandle } from '../client';
import { seedEvents, seedMembers } from './index';

const NOW = new Date('2026-11-20T12:00:00Z');
const rows = async <T>(handle: DbHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the app event generator', () => {
  let handle: DbHandle;
  let made = 0;
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
    await seedMembers(handle, { members: 400, seed: 7, now: NOW, put: async (key) => `/files/${key}` });
    made = (await seedEvents(handle, { events: 20_000, seed: 3, now: NOW })).events;
  }, 120_000);
  afterAll(() => handle.close());

  it('makes about the number asked for, in the months’ partitions', async () => {
    expect(made).toBeGreaterThan(15_000);
    expect(made).toBeLessThan(25_000);
    const [count] = await rows<{ n: number }>(handle, sql`select count(*)::int as n from app_events`);
    expect(Number(count?.n)).toBe(made);
    const inDefault = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from app_events_default`,
    );
    expect(Number(inDefault[0]?.n)).toBe(0);
  });

  it('keeps every event between the member’s sign-up and deletion, with the member’s country and gender', async () => {
    const [wrong] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from app_events e join members m on m.id = e.member_id
          where e.occurred_at < m.created_at or e.occurred_at > coalesce(m.deleted_at, ${NOW.toISOString()}::timestamptz)
             or e.country_code is distinct from m.country_code or e.gender is distinct from m.gender
             or e.language is distinct from m.language or e.device_name is distinct from m.device_model`,
    );
    expect(Number(wrong?.n)).toBe(0);
  });

  it('gives sessions only to members who finished onboarding, after their steps, busier at weekends', async () => {
    const [late] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from app_events e join members m on m.id = e.member_id
          where e.kind in ('screen_visit', 'user_action', 'feature_use') and not m.is_registration_complete`,
    );
    expect(Number(late?.n)).toBe(0);
    const stages = await rows<{ stage: number; n: number }>(
      handle,
      sql`select max(stage)::int as stage, count(*)::int as n from app_events where kind = 'onboarding_stage'
          group by member_id having max(stage) <> count(*)`,
    );
    expect(stages).toEqual([]);
    const days = await rows<{ dow: number; n: number }>(
      handle,
      sql`select extract(dow from occurred_at)::int as dow, count(*)::int as n from app_events
          where kind = 'session_start' group by 1 order by 1`,
    );
    const byDay = days.map((d) => Number(d.n));
    expect(byDay[6]).toBeGreaterThan(byDay[2] ?? 0); // Saturday over Tuesday
  });

  it('is the same for the same seed', async () => {
    const again = await openDb({});
    try {
      await runMigrations(again);
      await seedMembers(again, { members: 400, seed: 7, now: NOW, put: async (key) => `/files/${key}` });
      await seedEvents(again, { events: 20_000, seed: 3, now: NOW });
      const digest = (h: DbHandle) =>
        rows<{ d: string }>(
          h,
          sql`select md5(string_agg(event_id::text, ',' order by event_id)) as d from app_events`,
        );
      expect(await digest(again)).toEqual(await digest(handle));
    } finally {
      await again.close();
    }
  }, 120_000);
});
