// Analytics at scale: every analytics call's p50/p95 (the services, without HTTP) on PostgreSQL
// with BENCH_MEMBERS members (default 1,000,000) and each size of --events (default 10,000,000, then
// 50,000,000 when asked: --events 10000000,50000000), the roll-up catch-up of --catchup new events
// (default 1,000,000; aim under a minute), and on PGlite (in memory) --pglite events (default 1,000,000).
// Aims: p95 < 300 ms for a year range, < 100 ms for 30 days (10 on the metrics charts); the same at 10 M
// and 50 M; PGlite every call < 300 ms. Members and events are made in SQL (generate_series), spread
// over the last two years, each member's events with the member's country and gender.
// Run: npx tsx bench/analytics.ts [--events 10000000[,50000000]] [--members N] [--pglite N] [--catchup N]
//   [--reuse orrery_keep_analytics] (keeps that database and, run again, adds to it)
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appFeatures, screenVisitTypes, userActionTypes } from '@orrery/contract';
import { openDb, runMigrations, type Db } from '@orrery/db';
import { sqlRows } from '../apps/server/src/lib/sqlRows';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { recordResults } from './lib/results.mjs';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { timeCalls } from './lib/server.mjs';
import {
  activityCount,
  activityRatio,
  analyticsList,
  cohortRetention,
  completionRatio,
  deletedUsers,
  featureUsage,
  genderByYear,
  location,
  onboardingCount,
  otherReasonList,
  reasonCount,
  retentionRate,
  rollUpAll,
  screenVisits,
  sessionCounts,
  topMembersBy,
  totalReasonCount,
  uniqueUsersSession,
  userActions,
} from '../apps/server/src/modules/analytics';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    members: { type: 'string', default: '1000000' },
    pglite: { type: 'string', default: '1000000' },
    catchup: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    // a database to keep (made and filled on the first run with this name): later runs add the --events sizes
    // it does not hold yet, or roll up what is left and time the calls there, then the catch-up
    reuse: { type: 'string', default: '' },
  },
});
const RUNS = Number(values.runs);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** What this bench prints, for bench/RESULTS.md: [figure, value, aim, met]; `where` names the run. */
const rows: [string, string, string?, boolean?][] = [];
let where = '';

/** `values` as an SQL array: array['a','b']. */
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
// the contract's screen visit types, user action types and features
const VISITS = sqlArray(screenVisitTypes);
const ACTIONS = sqlArray(userActionTypes);
const FEATURES = sqlArray(appFeatures);
const COUNTRIES = `array['IN','BR','US','PT','GB']`;

/** `n` members numbered 1…n (id md5('m'||i)), signed up over the last two years, in batches. */
async function makeMembers(db: Db, n: number) {
  for (let from = 1; from <= n; from += 100_000) {
    const to = Math.min(n, from + 99_999);
    await db.execute(
      sql.raw(`insert into members (id, nick_name, identifier, gender, country_code, city, created_at,
        is_registration_complete, registration_completed_at, onboarding_stage, is_deleted, deleted_at)
      select md5('m' || i)::uuid, 'Bench ' || i, 'bench' || i || '@example.com',
        case when i % 2 = 0 then 'm' else 'f' end, (${COUNTRIES})[1 + i % 5], 'City ' || (i % 40),
        now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute', i % 3 <> 0,
        case when i % 3 <> 0 then now() - (i % 730) * interval '1 day' end, case when i % 3 <> 0 then 8 else 1 + i % 7 end,
        i % 50 = 0, case when i % 50 = 0 then now() - (i % 300) * interval '1 day' end
      from generate_series(${from}, ${to}) i`),
    );
  }
  await db.execute(
    sql.raw(`insert into member_deletions (member_id, reason, users_comment, user_suggestion, deleted_at, country_code, gender)
    select md5('m' || i)::uuid, (array['met_someone','low_matches','privacy_safety','other'])[1 + i % 4],
      case when i % 4 = 3 then 'Other reason ' || i end, case when i % 3 = 0 then 'Suggestion ' || i end,
      now() - (i % 300) * interval '1 day', (${COUNTRIES})[1 + i % 5], case when i % 2 = 0 then 'm' else 'f' end
    from generate_series(50, ${n}, 50) i`),
  );
}

/** Events of one session (the seed generator makes 5.9 on average): one member, a minute apart. */
const SESSION = 6;

/**
 * `n` events of members 1…members, over the `days` days before now, in batches of a million, in sessions of
 * SESSION events of one member a minute apart, each session at a random member and time; each member's
 * events carry its country, gender, a device, OS, app version and language.
 */
async function makeEvents(db: Db, n: number, members: number, days: number) {
  const salt = Math.floor(Math.random() * 1e12);
  await db.execute(sql`select app_events_ensure_months(now() - ${`${days} days`}::interval, now())`);
  for (let done = 0; done < n; done += 1_000_000) {
    const batch = Math.min(1_000_000, n - done);
    await db.execute(
      sql.raw(`insert into app_events (event_id, occurred_at, member_id, kind, name, duration_sec, country_code,
        gender, device_name, os, app_version, language)
      select gen_random_uuid(), now() - (at_s + (${SESSION - 1} - i % ${SESSION}) * 60) * interval '1 second', md5('m' || m)::uuid,
        (array['session_start','session_end','screen_visit','screen_visit','screen_visit','user_action','user_action','feature_use','session_start','screen_visit'])[1 + k],
        case when k in (2, 3, 4, 9) then (${VISITS})[1 + i % ${screenVisitTypes.length}]
          when k in (5, 6) then (${ACTIONS})[1 + i % ${userActionTypes.length}]
          when k = 7 then (${FEATURES})[1 + i % ${appFeatures.length}] end,
        case when k = 1 then (i % 1800) end, (${COUNTRIES})[1 + m % 5], case when m % 2 = 0 then 'm' else 'f' end,
        (array['Pixel 7','iPhone 14','Galaxy S23','Redmi Note 12','iPhone 15','Moto G'])[1 + m % 6],
        case when m % 6 in (1, 4) then 'ios' else 'android' end, (array['1.2.0','1.3.1','2.0.0'])[1 + m % 3],
        (array['en','pt_br','hi','pt_pt'])[1 + m % 4]
      from (select i, i % 10 as k, 1 + ((hashint8(i / ${SESSION} + ${salt}) + 2147483648) % ${members})::int as m,
          (hashint8(i / ${SESSION} + ${salt} + 7919) + 2147483648) % ${days * 86400} as at_s
        from generate_series(${done + 1}, ${done + batch}) i) s`),
    );
  }
  await db.execute(sql`analyze`);
}

type Call = [
  name: string,
  scope: 'year' | '30 days' | '10 days' | 'weeks of a month',
  run: (db: Db) => Promise<unknown>,
];

function calls(): Call[] {
  const year = DateTime.utc().minus({ months: 2 }).year;
  const to = DateTime.utc().toISODate()!;
  const from30 = DateTime.utc().minus({ days: 29 }).toISODate()!;
  const from10 = DateTime.utc().minus({ days: 9 }).toISODate()!;
  const y = { forTime: 'month' as const, yearRange: year };
  const d10 = { fromDate: from10, toDate: to };
  const d30 = { fromDate: from30, toDate: to };
  const weeks = { forTime: 'week' as const, month: DateTime.utc().minus({ months: 1 }).toFormat('yyyy-MM') };
  return [
    ['screen-visits', 'year', (db) => screenVisits(db, { forTime: 'year', yearRange: year })],
    ['screen-visits', '30 days', (db) => screenVisits(db, d30)],
    ['user-actions', 'year', (db) => userActions(db, { forTime: 'year', yearRange: year })],
    ['user-actions', '30 days', (db) => userActions(db, d30)],
    ['activity-count', 'year', (db) => activityCount(db, y)],
    ['activity-count', '10 days', (db) => activityCount(db, d10)],
    ['activity-count', 'weeks of a month', (db) => activityCount(db, weeks)],
    ['activity-count-ratio', 'year', (db) => activityRatio(db, y)],
    ['activity-count-ratio', '10 days', (db) => activityRatio(db, d10)],
    ['unique-users-session', 'year', (db) => uniqueUsersSession(db, y)],
    ['unique-users-session', '10 days', (db) => uniqueUsersSession(db, d10)],
    ['session-counts', 'year', (db) => sessionCounts(db, y)],
    ['session-counts', '10 days', (db) => sessionCounts(db, d10)],
    ['retention-rate', 'year', (db) => retentionRate(db, y)],
    ['retention-rate', '10 days', (db) => retentionRate(db, d10)],
    ['retention-rate', 'weeks of a month', (db) => retentionRate(db, weeks)],
    ['feature-usage-frequency', 'year', (db) => featureUsage(db, y)],
    ['feature-usage-frequency', '10 days', (db) => featureUsage(db, d10)],
    ['onbording-complete-count', 'year', (db) => onboardingCount(db, y)],
    ['onbording-complete-ratio', '10 days', (db) => completionRatio(db, d10)],
    ['get-user-completion-rate', '30 days', (db) => completionRatio(db, d30, 30)],
    ['user-cohort-retention', '10 days', (db) => cohortRetention(db, d10)],
    ['get-user-language-count', 'year', (db) => topMembersBy(db, 'language', y)],
    ['get-user-language-count', '10 days', (db) => topMembersBy(db, 'language', d10)],
    ['get-user-device-count', '10 days', (db) => topMembersBy(db, 'device', d10)],
    ['get-user-device-count', 'weeks of a month', (db) => topMembersBy(db, 'device', weeks)],
    ['get-user-app-version-count', '10 days', (db) => topMembersBy(db, 'appVersion', d10)],
    ['get-user-device-os-count', '10 days', (db) => topMembersBy(db, 'os', d10)],
    [
      'get-language-and-device-count/device',
      '10 days',
      (db) => analyticsList(db, { type: 'device', page: 1, limit: 20 }, d10),
    ],
    [
      'get-language-and-device-count/onboardingChartCount',
      '30 days',
      (db) => analyticsList(db, { type: 'onboardingChartCount', page: 1, limit: 20 }, d30),
    ],
    ['location (country)', 'year', (db) => location(db, { dataFor: 'country', limit: 10 })],
    ['gender', 'year', (db) => genderByYear(db, { year }, false)],
    ['user/analytics/gender', 'year', (db) => genderByYear(db, { year }, true)],
    ['deletedusers', 'year', (db) => deletedUsers(db, { year })],
    ['total-reason-count', 'year', (db) => totalReasonCount(db, { forTime: 'year', yearRange: year })],
    ['reason-count', '30 days', (db) => reasonCount(db, d30)],
    [
      'get-deteled-user-other-reason-data',
      '30 days',
      (db) => otherReasonList(db, { ...d30, pageNo: 1, pageLimit: 20 }),
    ],
  ];
}

/** Every call RUNS times after 3 warm-ups; prints p50/p95 against its aim; answers the p95s. */
async function measureCalls(db: Db, yearAim: number, monthAim: number): Promise<Map<string, number>> {
  const p95s = new Map<string, number>();
  for (const [name, scope, run] of calls()) {
    const { p50, p95 } = await timeCalls(() => run(db), { warmup: 3, runs: RUNS });
    const aim = scope === 'year' ? yearAim : monthAim;
    p95s.set(`${name} ${scope}`, p95);
    console.log(
      `  ${name} (${scope}): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms — aim p95 < ${aim} ms: ${p95 < aim ? 'met' : 'NOT met'}`,
    );
    rows.push([
      `${where}: ${name} (${scope}): p95 (p50)`,
      `${p95.toFixed(1)} ms (${p50.toFixed(1)} ms)`,
      `< ${aim} ms`,
      p95 < aim,
    ]);
  }
  return p95s;
}

async function timedRollup(db: Db, label: string) {
  const started = performance.now();
  const report = await rollUpAll(db);
  const ms = performance.now() - started;
  console.log(
    `  roll-up ${label}: ${report.events.toLocaleString('en')} events in ${report.chunks} chunks, ${seconds(ms)} (${Math.round(report.events / (ms / 1000)).toLocaleString('en')} events/s)`,
  );
  rows.push([
    `${where}: roll-up ${label}`,
    `${report.events.toLocaleString('en')} events in ${seconds(ms)} (${Math.round(report.events / (ms / 1000)).toLocaleString('en')} events/s)`,
  ]);
  return ms;
}

/** The run on a database of the bench's server: `reuse` kept as it is when given, else made now and dropped after. */
async function postgresRun(members: number, sizes: number[], catchup: number, reuse: string) {
  await withScratchDatabase(
    PG_SERVER,
    'orrery_bench_analytics',
    async (url: string) => {
      const handle = await openDb({ databaseUrl: url });
      try {
        await runMigrations(handle);
        await postgresRunOn(handle.db, members, sizes, catchup, reuse);
      } finally {
        await handle.close();
      }
    },
    { keep: reuse },
  );
}

/** On `db`: the members and each size of events it lacks made, the calls timed, the catch-up, the growth curve. */
async function postgresRunOn(db: Db, members: number, sizes: number[], catchup: number, reuse: string) {
  const curve: { events: number; p95: Map<string, number> }[] = [];
  const [existing] = await sqlRows<{ members: string; events: string }>(
    db,
    sql`select (select count(*) from members) as members, (select count(*) from app_events) as events`,
  );
  let started = performance.now();
  if (Number(existing?.members) === 0) {
    await makeMembers(db, members);
    console.log(
      `\nPostgreSQL: ${members.toLocaleString('en')} members made in ${seconds(performance.now() - started)}`,
    );
    rows.push([
      `PostgreSQL: ${members.toLocaleString('en')} members made`,
      seconds(performance.now() - started),
    ]);
  } else {
    members = Number(existing?.members);
    console.log(`\nPostgreSQL: ${reuse} holds ${members.toLocaleString('en')} members`);
  }
  let total = Number(existing?.events);
  for (const size of sizes.filter((s) => s > total)) {
    started = performance.now();
    await makeEvents(db, size - total, members, 730);
    total = size;
    console.log(
      `\nPostgreSQL, ${size.toLocaleString('en')} events (made in ${seconds(performance.now() - started)})`,
    );
    where = `PostgreSQL, ${size.toLocaleString('en')} events`;
    rows.push([`${where}: events made`, seconds(performance.now() - started)]);
    await timedRollup(db, 'of the new events');
    await db.execute(sql`vacuum analyze`);
    curve.push({ events: size, p95: await measureCalls(db, 300, 100) });
  }
  if (curve.length === 0) {
    console.log(`\nPostgreSQL, ${total.toLocaleString('en')} events (${reuse})`);
    where = `PostgreSQL, ${total.toLocaleString('en')} events (${reuse})`;
    await timedRollup(db, 'of what was left');
    await measureCalls(db, 300, 100);
  }
  if (catchup > 0) {
    await makeEvents(db, catchup, members, 2);
    const ms = await timedRollup(db, `catch-up of ${catchup.toLocaleString('en')} new events`);
    console.log(`  aim catch-up < 60 s: ${ms < 60_000 ? 'met' : 'NOT met'}`);
    rows.push([
      `${where}: roll-up catch-up of ${catchup.toLocaleString('en')} new events`,
      seconds(ms),
      '< 60 s',
      ms < 60_000,
    ]);
  }
  if (curve.length > 1) {
    console.log('\nGrowth curve (p95 ms):');
    for (const [key, first] of curve[0]!.p95) {
      console.log(
        `  ${key}: ${curve.map((c) => `${(c.events / 1e6).toFixed(0)} M ${(c.p95.get(key) ?? NaN).toFixed(1)}`).join(' → ')} (first ${first.toFixed(1)})`,
      );
      rows.push([
        `growth curve, p95: ${key}`,
        curve
          .map((c) => `${(c.events / 1e6).toFixed(0)} M ${(c.p95.get(key) ?? NaN).toFixed(1)} ms`)
          .join(' → '),
      ]);
    }
  }
}

async function pgliteRun(events: number) {
  const handle = await openDb({});
  try {
    await runMigrations(handle);
    await makeMembers(handle.db, 5000);
    const started = performance.now();
    await makeEvents(handle.db, events, 5000, 365);
    console.log(
      `\nPGlite (in memory), 5,000 members, ${events.toLocaleString('en')} events (made in ${seconds(performance.now() - started)})`,
    );
    where = `PGlite (in memory), ${events.toLocaleString('en')} events`;
    rows.push([`${where}: events made`, seconds(performance.now() - started)]);
    await timedRollup(handle.db, 'of every event');
    await measureCalls(handle.db, 300, 300);
  } finally {
    await handle.close();
  }
}

const sizes = values.events
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
if (sizes.length || values.reuse)
  await postgresRun(Number(values.members), sizes, Number(values.catchup), values.reuse);
if (Number(values.pglite) > 0) await pgliteRun(Number(values.pglite));

recordResults(
  'Analytics (bench/analytics.ts)',
  rows,
  `Every analytics call (the services, without HTTP) ${RUNS} times after 3 warm-up; members and events made in SQL over the last two years.`,
);
