import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appFeatures } from '@orrery/contract';
import { useFreshDatabase } from '../../../test/database';
import { insertEvents, type RawEvent } from '../../../test/analytics';
import { insertMember } from '../../../test/members';
import { ROLLUP_LOCK, rollUpAll } from './rollup';
import { sqlRows } from '../../lib/sqlRows';

const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const handle = useFreshDatabase();

/** Every kept count, as `unit measure bucket country gender → members`. */
async function keptCounts(): Promise<Record<string, number>> {
  const rows = await sqlRows<{ k: string; n: string | number }>(
    handle.db,
    sql`select concat_ws(' ', unit, measure, bucket, country_code, gender) as k, members as n
      from analytics_bucket_counts where members <> 0 and unit <> 'year'`,
  );
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]));
}

/** The same counts made from scratch by counting the member rows (returning: the period before's country). */
async function countedFromRows(): Promise<Record<string, number>> {
  const features = `array[${appFeatures.map((f) => `'${f}'`).join(',')}]::text[]`;
  const tables = [
    ['day', 'analytics_member_days', 'day', `interval '1 day'`],
    ['week', 'analytics_member_weeks', 'week', null],
    ['month', 'analytics_member_months', 'month', `interval '1 month'`],
    ['week_before', 'analytics_member_week_befores', 'week', null],
  ] as const;
  const out: Record<string, number> = {};
  for (const [unit, table, at, step] of tables) {
    const single = `select '${unit}' as unit, m.measure, t.${at} as bucket, t.country_code, t.gender from ${table} t,
      lateral (select 'active' as measure union all select 'session' where t.sessions > 0 and '${unit}' <> 'week_before'
        union all select 'feature:' || f from unnest(${features}) with ordinality as x(f, i)
          where t.feature_mask & (1 << (x.i::int - 1)) <> 0 and '${unit}' <> 'week_before') m`;
    // returning: a member's row and the one of the period before (weeks: of the 7 days before the week)
    const pairs = step
      ? ` union all select '${unit}', 'returning', c.${at}, p.country_code, c.gender from ${table} p
          join ${table} c on c.member_id = p.member_id and c.${at} = (p.${at} + ${step})::date`
      : unit === 'week'
        ? ` union all select 'week', 'returning', c.week, p.country_code, c.gender from analytics_member_week_befores p
          join analytics_member_weeks c on c.member_id = p.member_id and c.week = p.week`
        : '';
    const rows = await sqlRows<{ k: string; n: string | number }>(
      handle.db,
      sql.raw(`select concat_ws(' ', unit, measure, bucket, country_code, gender) as k, count(*) as n
        from (${single}${pairs}) r group by 1`),
    );
    for (const r of rows) out[r.k] = Number(r.n);
  }
  return out;
}

/** The rows of the 7 days before each week, kept or recounted from the member days (latest by seq). */
async function weekBeforeRows(from: 'kept' | 'recount' = 'kept') {
  const query =
    from === 'kept'
      ? `select concat_ws(' ', week, member_id, country_code, gender, events) as k, 1 as n
        from analytics_member_week_befores`
      : `select concat_ws(' ', w.week, d.member_id, (array_agg(d.country_code order by d.last_seq desc))[1],
          (array_agg(d.gender order by d.last_seq desc))[1], sum(d.events)) as k, 1 as n
        from analytics_member_days d, lateral (select g::date as week from generate_series(d.day + 1, d.day + 7,
          interval '1 day') g where extract(day from g) in (1, 8, 15, 22, 29)) w
        group by w.week, d.member_id`;
  const rows = await sqlRows<{ k: string }>(handle.db, sql.raw(query));
  return rows.map((r) => r.k).sort();
}

const member = () => randomUUID();
const event = (memberId: string, at: DateTime, over: Partial<RawEvent> = {}): RawEvent => ({
  memberId,
  at: at.toJSDate(),
  kind: 'screen_visit',
  name: 'astro_visit',
  durationSec: null,
  countryCode: 'IN',
  gender: 'f',
  deviceName: 'Pixel 7',
  os: 'android',
  appVersion: '2.0.0',
  language: 'en',
  ...over,
});

describe(`kept distinct counts on ${on}`, () => {
  it('equal a count of the member rows after chunks that add members, features and a change of country', async () => {
    const month = DateTime.utc().startOf('month').minus({ months: 2 });
    const [a, b, c] = [member(), member(), member()];
    // first batch: a on days 1, 2 and 9 (two weeks), b on day 2, c the month before
    await insertEvents(handle.db, [
      event(c, month.minus({ days: 3 })),
      event(a, month.plus({ hours: 5 })),
      event(a, month.plus({ days: 1, hours: 1 }), { kind: 'session_start', name: null }),
      event(b, month.plus({ days: 1, hours: 2 }), { gender: 'm', countryCode: 'BR' }),
      event(a, month.plus({ days: 8 }), { kind: 'feature_use', name: 'chatbot' }),
    ]);
    await rollUpAll(handle.db, { chunk: 2 });
    expect(await keptCounts()).toEqual(await countedFromRows());
    const before = await keptCounts();
    expect(before[`month active ${month.toISODate()} IN f`]).toBe(1);
    expect(before[`month returning ${month.toISODate()} IN f`]).toBeUndefined();

    // later events, in chunks that split a member's day: a moves to Brazil on day 2 (its day 2, week 1 and
    // month rows change country), c comes back (returning this month), b uses a feature on a new day
    await insertEvents(handle.db, [
      event(a, month.plus({ days: 1, hours: 20 }), {
        countryCode: 'BR',
        kind: 'feature_use',
        name: 'explore',
      }),
      event(c, month.plus({ days: 1, hours: 21 }), { kind: 'session_start', name: null }),
      event(b, month.plus({ days: 2 }), {
        gender: 'm',
        countryCode: 'BR',
        kind: 'feature_use',
        name: 'chatbot',
      }),
      event(c, month.plus({ days: 2, hours: 3 })),
    ]);
    await rollUpAll(handle.db, { chunk: 3 });
    const after = await keptCounts();
    expect(after).toEqual(await countedFromRows());
    expect(await weekBeforeRows()).toEqual(await weekBeforeRows('recount'));
    const start = month.toISODate()!;
    const day2 = month.plus({ days: 1 }).toISODate()!;
    expect(after[`day active ${day2} IN f`]).toBe(1); // c (a left India that day)
    expect(after[`day active ${day2} BR f`]).toBe(1); // a
    expect(after[`day active ${day2} BR m`]).toBe(1); // b
    expect(after[`day returning ${day2} BR f`]).toBeUndefined(); // a was in India the day before
    expect(after[`day returning ${day2} IN f`]).toBe(1); // a, counted under the day before's country
    expect(after[`month active ${start} BR f`]).toBe(1);
    expect(after[`month active ${start} IN f`]).toBe(1); // c: a's month row moved to Brazil
    expect(after[`month returning ${start} IN f`]).toBe(1); // c, active the month before
    // the latest is by arrival (seq): a's month and first week follow the Brazil event, its second week not
    expect(after[`week feature:chatbot ${month.plus({ days: 7 }).toISODate()} IN f`]).toBe(1);
    expect(after[`week feature:explore ${start} BR f`]).toBe(1);
    expect(after[`week feature:chatbot ${start} BR m`]).toBe(1);
    expect(after[`day session ${day2} IN f`]).toBe(1); // c
    expect(after[`day session ${day2} BR f`]).toBe(1); // a
    // weekly retention: a active on day 9 (the week of day 8) and in the 7 days before, where its latest
    // country was Brazil; b and c only in the first week
    const week2 = month.plus({ days: 7 }).toISODate()!;
    expect(after[`week_before active ${week2} BR f`]).toBe(1);
    expect(after[`week_before active ${week2} BR m`]).toBe(1);
    expect(after[`week returning ${week2} BR f`]).toBe(1);
    expect(after[`week returning ${week2} BR m`]).toBeUndefined();

    // the year's values: a counted under India and Brazil (one language), b and c once each
    const year = await sqlRows<{ k: string; n: string | number }>(
      handle.db,
      sql`select concat_ws(' ', measure, country_code, gender) as k, members as n from analytics_bucket_counts
        where unit = 'year' and bucket = ${month.startOf('year').toISODate()}::date and measure like 'language:%'`,
    );
    expect(Object.fromEntries(year.map((r) => [r.k, Number(r.n)]))).toEqual({
      'language:en IN f': 2,
      'language:en BR f': 1,
      'language:en BR m': 1,
    });
  });
});

const rowsOf = async (query: string) =>
  Object.fromEntries(
    (await sqlRows<{ k: string; n: string | number }>(handle.db, sql.raw(query))).map((r) => [
      r.k,
      Number(r.n),
    ]),
  );

/** The kept counts (zero rows left out) and the same counts made from the members. */
async function keptAndCounted() {
  const signupKey = `concat_ws(' ', day, country_code, gender, is_deleted, is_registration_complete, onboarding_stage)`;
  const placeKey = `concat_ws(' ', country_code, country, city, gender, is_deleted)`;
  const members = `select (created_at at time zone 'UTC')::date as day, coalesce(country_code, '') as country_code,
    coalesce(country, '') as country, coalesce(city, '') as city, coalesce(gender, '') as gender, is_deleted,
    is_registration_complete, onboarding_stage from members`;
  return {
    kept: {
      signups: await rowsOf(`select ${signupKey} as k, n from member_signup_counts where n <> 0`),
      places: await rowsOf(`select ${placeKey} as k, n from member_place_counts where n <> 0`),
    },
    counted: {
      signups: await rowsOf(`select ${signupKey} as k, count(*) as n from (${members}) m group by 1`),
      places: await rowsOf(`select ${placeKey} as k, count(*) as n from (${members}) m group by 1`),
    },
  };
}

/** The cohort cells kept and counted from the members and their member days. */
async function cohortCells() {
  return {
    kept: await rowsOf(`select concat_ws(' ', signup_day, day_offset, country_code, gender) as k, members as n
      from analytics_cohort_days where members <> 0`),
    counted: await rowsOf(`select concat_ws(' ', s.day, a.day - s.day, coalesce(m.country_code, ''),
        coalesce(m.gender, '')) as k, count(*) as n
      from members m cross join lateral (select (m.created_at at time zone 'UTC')::date as day) s
      join analytics_member_days a on a.member_id = m.id and a.day between s.day and s.day + 30 group by 1`),
  };
}

describe(`kept cohort cells on ${on}`, () => {
  it('follow new member days and members added, moved and removed', async () => {
    const signUp = DateTime.utc().startOf('day').minus({ days: 50 });
    const place = { country: null, city: null };
    const a = await insertMember(handle.db, {
      ...place,
      countryCode: 'IN',
      gender: 'f',
      createdAt: signUp.toJSDate(),
    });
    const b = await insertMember(handle.db, {
      ...place,
      countryCode: 'BR',
      gender: 'm',
      createdAt: signUp.plus({ days: 1, hours: 3 }).toJSDate(),
    });
    const later = member(); // its events come before its member row
    await insertEvents(handle.db, [
      event(a, signUp.plus({ hours: 2 })),
      event(b, signUp.plus({ days: 3 })),
      event(a, signUp.plus({ days: 2 })),
      event(later, signUp.plus({ days: 1 })),
      event(a, signUp.plus({ days: 40 })), // past the 30 days
      event(b, signUp.plus({ days: 1, hours: 5 })),
    ]);
    await rollUpAll(handle.db, { chunk: 4 });
    let cells = await cohortCells();
    expect(cells.kept).toEqual(cells.counted);
    const day = (n: number) => signUp.plus({ days: n }).toISODate()!;
    expect(cells.kept[`${day(0)} 2 IN f`]).toBe(1);
    expect(cells.kept[`${day(1)} 2 BR m`]).toBe(1);

    await insertMember(handle.db, {
      ...place,
      id: later,
      countryCode: 'US',
      gender: 'm',
      createdAt: signUp.toJSDate(),
    });
    await handle.db.execute(sql`update members set country_code = 'BR' where id = ${a}`);
    await handle.db.execute(
      sql`update members set created_at = created_at - interval '1 day', bio = 'moved' where id = ${b}`,
    );
    cells = await cohortCells();
    expect(cells.kept).toEqual(cells.counted);
    expect(cells.kept[`${day(0)} 1 US m`]).toBe(1);
    expect(cells.kept[`${day(0)} 2 BR f`]).toBe(1);
    expect(cells.kept[`${day(0)} 2 IN f`]).toBeUndefined();
    expect(cells.kept[`${day(0)} 3 BR m`]).toBe(1);

    await handle.db.execute(sql`delete from members where id = ${later}`);
    await handle.db.execute(sql`update members set bio = 'unchanged cells' where id = ${a}`);
    cells = await cohortCells();
    expect(cells.kept).toEqual(cells.counted);
    expect(cells.kept[`${day(0)} 1 US m`]).toBeUndefined();

    await handle.db.execute(sql`delete from members where id in (${a}, ${b})`);
    cells = await cohortCells();
    expect(cells.kept).toEqual(cells.counted);
    expect(cells.kept).toEqual({});
  });
  // PGlite has one connection: nothing runs beside a chunk there
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'let a sign-up and a move go through while a roll-up chunk is running',
    async () => {
      const signUp = DateTime.utc().startOf('day').minus({ days: 20 });
      const id = member();
      await insertEvents(handle.db, [event(id, signUp.plus({ days: 1 }))]);
      await rollUpAll(handle.db);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // what a chunk holds from its first statement to its commit
      const chunk = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`);
        locked();
        await held;
      });
      await lockTaken;
      try {
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '3s'`);
          await insertMember(tx, {
            id,
            country: null,
            city: null,
            countryCode: 'PT',
            gender: 'f',
            createdAt: signUp.toJSDate(),
          });
          await tx.execute(sql`update members set country_code = 'GB' where id = ${id}`);
        });
      } finally {
        release();
        await chunk;
      }
      const cells = await cohortCells();
      expect(cells.kept).toEqual(cells.counted);
      expect(cells.kept[`${signUp.toISODate()} 1 GB f`]).toBe(1);
    },
  );
});

describe(`kept member counts on ${on}`, () => {
  it('follow members through inserts, edits, deletion flags, removals and truncation', async () => {
    const signedUp = new Date('2026-03-04T10:00:00Z');
    const a = await insertMember(handle.db, {
      countryCode: 'IN',
      country: 'India',
      city: 'Pune',
      gender: 'f',
      createdAt: signedUp,
    });
    const b = await insertMember(handle.db, {
      countryCode: 'BR',
      country: 'Brazil',
      city: 'Recife',
      gender: 'm',
      createdAt: signedUp,
    });
    await insertMember(handle.db, {
      countryCode: null,
      country: null,
      city: null,
      gender: null,
      createdAt: signedUp,
    });
    let state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept.places['IN India Pune f f']).toBe(1);

    // a moves to Mumbai and completes onboarding; b deletes the account; then a second statement moves both
    await handle.db.execute(
      sql`update members set city = 'Mumbai', is_registration_complete = true, onboarding_stage = 8 where id = ${a}`,
    );
    await handle.db.execute(sql`update members set is_deleted = true where id = ${b}`);
    await handle.db.execute(sql`update members set gender = 'm' where id in (${a}, ${b})`);
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(state.kept.places['IN India Pune f f']).toBeUndefined();
    expect(state.kept.places['IN India Mumbai m f']).toBe(1);
    const deletedBrazil = Object.entries(state.kept.signups).filter(([k]) =>
      k.startsWith('2026-03-04 BR m t '),
    );
    expect(deletedBrazil.map(([, n]) => n)).toEqual([1]);

    await handle.db.execute(sql`delete from members where id = ${b}`);
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(Object.keys(state.kept.places).some((k) => k.startsWith('BR'))).toBe(false);

    await handle.db.execute(sql`truncate members cascade`);
    state = await keptAndCounted();
    expect(state.kept).toEqual({ signups: {}, places: {} });
  });
});
