import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { METRICS_MAX_RANGE_DAYS } from '@orrery/contract';
import { useFreshDatabase } from '../../../test/database';
import { insertEvents, random, type RawEvent } from '../../../test/analytics';
import { rollUpAll } from './rollup';
import { sqlRows } from '../../lib/sqlRows';
import { membersBy } from './deviceCharts';
import { resolvePeriod } from './filters';

const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const handle = useFreshDatabase();

const start = DateTime.utc().startOf('day').minus({ days: 70 });
const filters = [
  {},
  { countryShortName: 'IN' },
  { gender: 'f' },
  { countryShortName: 'BR', gender: 'm' },
] as const;

/** Distinct members per value of a range, from the kept value days and counted from the member days. */
async function keptAndCounted(
  column: 'language' | 'device_name',
  range: { forTime: 'custom'; fromDate: string; toDate: string } | { forTime: 'week'; month: string },
  filter: (typeof filters)[number],
) {
  const { from, to } = resolvePeriod(range, METRICS_MAX_RANGE_DAYS);
  const where = [
    'countryShortName' in filter ? `country_code = '${filter.countryShortName}'` : '',
    'gender' in filter ? `gender = '${filter.gender}'` : '',
  ]
    .filter(Boolean)
    .map((c) => ` and ${c}`)
    .join('');
  const counted = await sqlRows<{ name: string; n: string | number }>(
    handle.db,
    sql.raw(`select ${column} as name, count(distinct member_id) as n from analytics_member_days
      where day between '${from}' and '${to}'${where} group by 1`),
  );
  const kept = await membersBy(
    handle.db,
    column === 'language' ? 'language' : 'device',
    { ...range, ...filter },
    { offset: 0, limit: 100 },
  );
  return {
    kept: Object.fromEntries(kept.rows.map((r) => [r.name, r.count])),
    counted: Object.fromEntries(counted.map((r) => [r.name || 'Unknown', Number(r.n)])),
  };
}

describe(`kept value days on ${on}`, () => {
  it('count each member once per value over any range, as counting the member days does, after late events', async () => {
    const rnd = random(11);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const members = Array.from({ length: 14 }, () => randomUUID());
    const eventAt = (day: number): RawEvent => ({
      memberId: pick(members),
      at: start.plus({ days: day, minutes: Math.floor(rnd() * 1440) }).toJSDate(),
      kind: 'screen_visit',
      name: 'astro_visit',
      durationSec: null,
      countryCode: pick(['IN', 'IN', 'BR']),
      gender: pick(['f', 'm']),
      deviceName: pick(['Pixel 7', 'iPhone 14']),
      os: 'android',
      appVersion: '2.0.0',
      language: pick(['en', 'en', 'hi', 'pt_br']),
    });
    // events of the 70 days, arriving in three batches that each reach back (late events between days)
    const batches = [0, 1, 2].map(() => Array.from({ length: 120 }, () => eventAt(Math.floor(rnd() * 70))));
    for (const batch of batches) {
      await insertEvents(handle.db, batch);
      await rollUpAll(handle.db, { chunk: 37 });
    }
    const day = (n: number) => start.plus({ days: n }).toISODate()!;
    const month = (n: number) => start.plus({ months: n }).toFormat('yyyy-MM');
    const ranges = [
      { forTime: 'custom', fromDate: day(0), toDate: day(0) },
      { forTime: 'custom', fromDate: day(3), toDate: day(12) },
      { forTime: 'custom', fromDate: day(60), toDate: day(69) },
      { forTime: 'week', month: month(1) },
      { forTime: 'week', month: month(2) },
    ] as const;
    let counts = 0;
    for (const range of ranges) {
      for (const filter of filters) {
        for (const column of ['language', 'device_name'] as const) {
          const { kept, counted } = await keptAndCounted(column, range, filter);
          expect(kept, `${column} ${JSON.stringify(range)} ${JSON.stringify(filter)}`).toEqual(counted);
          counts += Object.keys(kept).length;
        }
      }
    }
    expect(counts).toBeGreaterThan(60); // the ranges and filters are not empty
  });
});
