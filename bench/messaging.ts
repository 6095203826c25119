// Messaging at scale on PostgreSQL (a throw-away database on BENCH_DATABASE_URL's server, dropped
// afterwards): the audience count of POST /api/user/notification-audience-count for a few segments
// (p50/p95, with what a frequency cap of 1 and missing push tokens leave out), and the fan-out of one push
// to every member through the outbox provider (time, rows/s, peak RSS growth), then the count again with
// every member at the cap, and how fast a local-time send finds each member's hour. Run: npx tsx bench/messaging.ts [--members 1000000]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb, runMigrations, schema } from '@orrery/db';
import { seedMembers } from '@orrery/db/seed';
import { audienceCount, createPush, runPushFanout } from '../apps/server/src/modules/messaging';
import { outboxPush } from '../apps/server/src/providers/push';
import { dueTimesOf } from '../apps/server/src/modules/messaging/schedule';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { msRow, recordResults } from './lib/results.mjs';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { PG_SERVER, withScratchDatabase } from './lib/seeded.mjs';
// @ts-expect-error plain JavaScript helper shared with the other benches
import { timeCalls } from './lib/server.mjs';

const { values } = parseArgs({ options: { members: { type: 'string', default: '1000000' } } });
const members = Number(values.members);
/** What this bench prints, for bench/RESULTS.md: [figure, value, aim, met]. */
const rows: [string, string, string?, boolean?][] = [];

await withScratchDatabase(PG_SERVER, 'orrery_bench_messaging', async (url: string) => {
  const handle = await openDb({ databaseUrl: url });
  try {
    await runMigrations(handle);
    console.log(`PostgreSQL: seeding ${members.toLocaleString('en')} members`);
    const seeded = await seedMembers(handle, { members, put: async (key) => `/files/${key}` });
    console.log(`  seed: ${(seeded.ms / 1000).toFixed(1)} s`);
    rows.push([`seed of ${members.toLocaleString('en')} members`, `${(seeded.ms / 1000).toFixed(1)} s`]);
    // as autovacuum leaves a table after a bulk load (PostgreSQL 13+ vacuums insert-only tables too): the
    // visibility map set, so that counts can read an index alone
    await handle.db.execute(sql`vacuum analyze`);
    await handle.db.execute(sql`checkpoint`); // its writes done before the timings

    const segments: [string, Parameters<typeof audienceCount>[1]][] = [
      ['all members', { allUser: true }],
      ['women, pt_br, 25-35', { gender: ['f'], language: 'pt_br', fromAgeValue: 25, toAgeValue: 35 }],
      ['dormant in Brazil or India', { dormantUser: true, countries: ['Brazil', 'India'] }],
      ['active, astro insights on', { activeUser: true, notificationKey: 'astro_insights' }],
    ];
    // a frequency cap of 1, counted as for FCM (members without a usable token counted too)
    await handle.db
      .insert(schema.appSettings)
      .values({ key: 'notification_frequency_cap', value: 1 })
      .onConflictDoUpdate({ target: schema.appSettings.key, set: { value: 1 } });
    /** The audience count with what the cap and missing tokens leave out, 50 times after 10 warm-up. */
    const timeCount = async (label: string, audience: Parameters<typeof audienceCount>[1]) => {
      const { p50, p95, answer } = await timeCalls(() => audienceCount(handle.db, audience, true), {
        warmup: 10,
        runs: 50,
      });
      const n = (x: number) => x.toLocaleString('en');
      const what = `${n(answer.count)} members, ${n(answer.heldBackByCap)} held back by the cap, ${n(answer.withoutPushToken)} without a token`;
      console.log(
        `  audience count ${label}: ${what}, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; aim p95 < 200 ms: ${p95 < 200 ? 'met' : 'NOT met'}`,
      );
      const figure = `audience count ${label} (${what})`;
      rows.push(msRow(`${figure}: p50`, p50), msRow(`${figure}: p95`, p95, 200));
    };
    for (const [label, audience] of segments) await timeCount(label, audience);

    const [root] = await handle.db
      .insert(schema.admins)
      .values({
        nickName: 'Bench',
        identifier: 'bench@example.com',
        passwordHash: 'x',
        gender: 'm',
        userType: 'superadmin',
      })
      .returning({ id: schema.admins.id });
    const push = await createPush(
      handle.db,
      { id: root?.id ?? '', nickName: 'Bench' },
      {
        notificationKey: 'been_matched',
        notificationTitle: 'Bench',
        notificationBody: 'Fan-out to everyone',
        allUser: true,
      },
    );
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    // memory over the run: the peak RSS and JS heap of each quarter (flat: the last quarters hold no more)
    // (with --expose-gc, also the heap that survives a full collection every 5 s: what the run retains)
    const samples: { at: number; rss: number; heap: number }[] = [];
    const retained: { at: number; heap: number }[] = [];
    const collect = (globalThis as { gc?: () => void }).gc;
    const started = performance.now();
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      rssPeak = Math.max(rssPeak, rss);
      samples.push({ at: performance.now() - started, rss, heap: heapUsed });
    }, 200);
    const collector = setInterval(() => {
      if (!collect) return;
      collect();
      retained.push({ at: performance.now() - started, heap: process.memoryUsage().heapUsed });
    }, 5000);
    const done = await runPushFanout(handle.db, outboxPush(handle.db), push.id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(collector);
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
    const quarters = [0, 1, 2, 3].map((q) => {
      const part = samples.filter(
        (x) => x.at >= (q * seconds * 1000) / 4 && x.at < ((q + 1) * seconds * 1000) / 4,
      );
      return `Q${q + 1} RSS ${mb(Math.max(0, ...part.map((x) => x.rss)))} heap ${mb(Math.max(0, ...part.map((x) => x.heap)))}`;
    });
    console.log(
      `  fan-out of one push to ${done?.totalUserCount.toLocaleString('en')} members through the outbox: ${seconds.toFixed(1)} s, ${Math.round((done?.totalUserCount ?? 0) / seconds).toLocaleString('en')} members/s, reached ${done?.successfullyReachCount.toLocaleString('en')}, RSS +${mb(rssPeak - rssBefore)} at peak; aim < 120 s: ${seconds < 120 ? 'met' : 'NOT met'}`,
    );
    console.log(`  memory by quarter of the run (peaks): ${quarters.join('; ')}`);
    if (retained.length)
      console.log(
        `  heap retained after a full collection, every 5 s: ${retained.map((x) => mb(x.heap)).join(', ')}`,
      );
    rows.push(
      [
        `fan-out of one push to ${done?.totalUserCount.toLocaleString('en')} members through the outbox (reached ${done?.successfullyReachCount.toLocaleString('en')})`,
        `${seconds.toFixed(1)} s`,
        '< 120 s',
        seconds < 120,
      ],
      ['fan-out rate', `${Math.round((done?.totalUserCount ?? 0) / seconds).toLocaleString('en')} members/s`],
      ['fan-out RSS growth at peak', `+${mb(rssPeak - rssBefore)}`],
      ['fan-out memory by quarter (peaks)', quarters.join('; ')],
    );
    if (retained.length)
      rows.push([
        'fan-out heap retained after a full collection, every 5 s',
        retained.map((x) => mb(x.heap)).join(', '),
      ]);
    // a send at each member's local time: each member's hour from their place's zone (geo-tz), 500 at a time
    // as the fan-out enumerates, over the first 20,000 members (or all when fewer)
    const ids = (
      await handle.db
        .select({ id: schema.members.id })
        .from(schema.members)
        .orderBy(schema.members.id)
        .limit(20_000)
    ).map((r) => r.id);
    const zonesStarted = performance.now();
    for (let i = 0; i < ids.length; i += 500)
      await dueTimesOf(handle.db, ids.slice(i, i + 500), '2026-12-24T09:00', 'Europe/Paris');
    const zoneRate = ids.length / ((performance.now() - zonesStarted) / 1000);
    const millionS = 1_000_000 / zoneRate;
    console.log(
      `  local-time send: members' hours at ${Math.round(zoneRate).toLocaleString('en')} members/s (1,000,000 in ${millionS.toFixed(0)} s); aim 1,000,000 in < 600 s: ${millionS < 600 ? 'met' : 'NOT met'}`,
    );
    rows.push([
      `local-time send: each member's hour from their place's zone (${ids.length.toLocaleString('en')} members, 500 a batch)`,
      `${Math.round(zoneRate).toLocaleString('en')} members/s (1,000,000 in ${millionS.toFixed(0)} s)`,
      '1,000,000 in < 600 s',
      millionS < 600,
    ]);
    // everyone was reached once in the last 24 hours: the cap of 1 holds every member back (its worst case)
    await handle.db.execute(sql`vacuum analyze push_recipients`);
    await timeCount('all members, after a push to all (cap 1)', { allUser: true });
  } finally {
    await handle.close();
  }
});

recordResults(
  'Messaging (bench/messaging.ts)',
  rows,
  `On PostgreSQL with ${members.toLocaleString('en')} demo members: audience counts (with the frequency cap's and missing tokens' share, cap 1) 50 times after 10 warm-up, the fan-out of one push to every member through the outbox provider, then the count of all members again, every one at the cap; and each member's hour for a local-time send.`,
);
