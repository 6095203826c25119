import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@orrery/db';
import { freshDatabase } from '../../../test/database';
import { insertMember } from '../../../test/members';
import { sqlRows } from './sqlRows';

const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let handle: DbHandle;

beforeAll(async () => {
  handle = await freshDatabase();
}, 60_000);
afterAll(async () => {
  await handle.close();
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
