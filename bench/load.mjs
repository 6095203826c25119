// A bounded load test, loopback only: N concurrent clients for a fixed time against the built
// server, each looping over a weighted mix of the console's calls (members list, member detail, member
// edit, the two moderation lists, rating, photo review), on PostgreSQL (200 clients) and on PGlite (50).
// Each client edits and reviews only its own members, so no write should ever meet a 409; the last
// acknowledged (2xx) write of each member is checked in the database afterwards (lost updates), with the
// audit rows and the counter tables. Exits 1 on any error or lost update.
//   BENCH_DATABASE_URL        PostgreSQL server (a throw-away database is seeded, then dropped)
//   BENCH_LOAD_SECONDS        how long the clients run (default 30)
//   BENCH_LOAD_PG_CLIENTS     clients on PostgreSQL (default 200; 0 skips PostgreSQL)
//   BENCH_LOAD_PG_MEMBERS     members seeded on PostgreSQL (default 100000)
//   BENCH_LOAD_PGLITE_CLIENTS clients on PGlite (default 50; 0 skips PGlite)
//   BENCH_LOAD_PGLITE_MEMBERS members seeded on PGlite (default 20000)
//   BENCH_LOAD_OWNED          members each client edits and reviews (default 5)
//   BENCH_LOAD_SESSIONS       admin sessions the clients share (default 4)
//   BENCH_LOAD_MAX_STEPS      at most this many steps per client (default 100000)
//   BENCH_LOAD_TIMEOUT_MS     a request without its answer after this long is an error (default 15000)
//   BENCH_LOAD_CONNECT_FIRST  0: do not open the clients' connections before the run (PGlite accepts
//                             new connections slowly while busy)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { contract } from './lib/contract.mjs';
import { recordResults } from './lib/results.mjs';
import { PG_SERVER, seed, withSeededDatabase } from './lib/seeded.mjs';
import { EMAIL, PASSWORD, buildIfMissing, percentile, signIn, startServer } from './lib/server.mjs';

const number = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = number('BENCH_LOAD_SECONDS', 30);
const PG_CLIENTS = number('BENCH_LOAD_PG_CLIENTS', 200);
const PG_MEMBERS = number('BENCH_LOAD_PG_MEMBERS', 100_000);
const PGLITE_CLIENTS = number('BENCH_LOAD_PGLITE_CLIENTS', 50);
const PGLITE_MEMBERS = number('BENCH_LOAD_PGLITE_MEMBERS', 20_000);
const OWNED = number('BENCH_LOAD_OWNED', 5);
const SESSIONS = number('BENCH_LOAD_SESSIONS', 4);
const MAX_STEPS = number('BENCH_LOAD_MAX_STEPS', 100_000);
const TIMEOUT_MS = number('BENCH_LOAD_TIMEOUT_MS', 15_000);
const CONNECT_FIRST = process.env.BENCH_LOAD_CONNECT_FIRST !== '0';
/** What this bench prints, for bench/RESULTS.md. */
const rows = [];

buildIfMissing();

/** The rating values (the contract's profileRatings). */
const RATINGS = contract.profileRatings;
/** The genders a list is filtered by (the contract's genders). */
const GENDERS = contract.genders;
/** The Profiles V2 tabs, one a status (the contract's userStatuses). */
const TABS = contract.userStatuses.length;
/** Every kind of request, in the order of the printed table. */
const KINDS = {
  list: 'members list      GET  user/userList/',
  detail: 'member detail     GET  user/item/{id}',
  edit: 'member edit       PUT  user/edit/{id}',
  profiles: 'Profiles grid     POST user/profiles-list',
  statusList: 'Profiles V2 tab   POST profiles/profiles-status-list',
  rating: 'rating            PUT  user/update-profile/{id}',
  card: 'review card       GET  profiles/review/{id}',
  review: 'photo review      POST profiles/update-status',
};
/** What a client does next, with its weight: the lists and reads most, then the writes. */
const STEPS = [
  ['list', 22],
  ['detail', 18],
  ['edit', 15],
  ['profiles', 10],
  ['statusList', 12],
  ['rating', 11],
  ['review', 12],
];
const stepTotal = STEPS.reduce((sum, [, weight]) => sum + weight, 0);

/** A seeded random stream (mulberry32), so that two runs make the same choices. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

/** Photo statuses {p_1: status, …} as one comparable text, whatever the key order or the driver's json parsing. */
function photoMap(photos) {
  const map = typeof photos === 'string' ? JSON.parse(photos) : (photos ?? {});
  return JSON.stringify(
    Object.keys(map)
      .sort()
      .map((key) => [key, map[key]]),
  );
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/** Busy and total CPU time of the whole machine so far, from /proc/stat (Linux). */
function machineTicks() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = ticks.reduce((sum, t) => sum + t, 0);
    return { busy: total - ticks[3] - ticks[4], total }; // minus idle and iowait
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** SQL straight on the database the server used: node-postgres, or the PGlite folder (server stopped). */
async function openDirect(env) {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    pool.on('error', () => undefined); // an idle client's error must not end the run; queries report theirs
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const lite = await PGlite.create(join(env.DATA_DIR, 'pglite'), { extensions: { pg_trgm } });
  return { query: async (text, params) => (await lite.query(text, params)).rows, close: () => lite.close() };
}

/**
 * The members the clients write to (complete, not pending deletion, with photos: every write applies to
 * them), each with its state as the database holds it; ids to read at random; search words.
 */
async function fixtures(db, count) {
  const owned = await db.query(
    `select m.id, m.version, m.rating, m.user_status, m.profession, m.admin_comments,
            (select json_object_agg('p_' || p.position, p.status order by p.position) from member_photos p
              where p.member_id = m.id) as photos
       from members m
      where m.is_registration_complete and not m.is_deleted
        and exists (select 1 from member_photos p where p.member_id = m.id)
      order by md5(m.id::text) limit $1`,
    [count],
  );
  if (owned.length < count) throw new Error(`only ${owned.length} members fit, ${count} needed`);
  const readable = (await db.query(`select id from members order by md5(id::text || 'r') limit 5000`)).map(
    (row) => row.id,
  );
  const words = (
    await db.query(
      `select lower(split_part(nick_name, ' ', 1)) as w from members where is_registration_complete
        group by 1 order by count(*) desc limit 20`,
    )
  ).map((row) => row.w);
  const members = owned.map((row) => ({
    id: row.id,
    version: row.version,
    rating: row.rating,
    status: row.user_status,
    profession: row.profession,
    comments: row.admin_comments,
    photos: photoMap(row.photos),
    acked: { edit: 0, rating: 0, review: 0 },
    uncertain: false,
  }));
  return { members, readable, words };
}

/** The request side: one keep-alive agent with a socket per client, answers parsed, times and statuses kept. */
function makeCaller(base, clients) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const url = new URL(base);
  const stats = Object.fromEntries(
    Object.keys(KINDS).map((kind) => [kind, { times: [], statuses: {}, errors: 0, bytes: 0 }]),
  );
  const samples = [];
  const fail = (kind, reason) => {
    stats[kind].errors += 1;
    if (samples.length < 12) samples.push(`${kind}: ${reason}`);
  };
  const call = (kind, token, method, path, body) =>
    new Promise((settle) => {
      let settled = false;
      const resolve = (outcome) => {
        if (!settled) settle(outcome);
        settled = true;
      };
      /** No answer or a broken one: counted once, under its own status. */
      const broken = (error) => {
        if (settled) return;
        const s = stats[kind];
        const status = error.message.startsWith('no answer') ? 'timeout' : 'network';
        s.statuses[status] = (s.statuses[status] ?? 0) + 1;
        fail(kind, `${method} ${path} → ${error.message}`);
        resolve({ ok: false, status: 0 });
      };
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const t0 = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - t0;
            const s = stats[kind];
            s.times.push(ms);
            s.statuses[res.statusCode] = (s.statuses[res.statusCode] ?? 0) + 1;
            const answer = Buffer.concat(chunks);
            s.bytes += answer.length;
            const text = answer.toString();
            if (res.statusCode !== 200) {
              fail(kind, `${method} ${path} → ${res.statusCode} ${text.slice(0, 300)}`);
              return resolve({ ok: false, status: res.statusCode });
            }
            try {
              resolve({ ok: true, status: 200, json: JSON.parse(text) });
            } catch {
              fail(kind, `${method} ${path} → 200 with a body that is not JSON`);
              resolve({ ok: false, status: 200 });
            }
          });
          res.on('error', broken);
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on('error', broken);
      req.end(payload);
    });
  /** Opens `count` keep-alive connections (GET /readyz each, not counted), so that the run starts with them. */
  const connect = (count) =>
    Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise((resolve, reject) => {
            const req = http.request(
              { agent, host: url.hostname, port: url.port, path: '/readyz' },
              (res) => {
                res.resume();
                res.on('end', () =>
                  res.statusCode === 200 ? resolve() : reject(new Error(`/readyz ${res.statusCode}`)),
                );
              },
            );
            req.on('error', reject);
            req.end();
          }),
      ),
    );
  return { call, connect, stats, samples, fail, close: () => agent.destroy() };
}

/**
 * One client: until the deadline (or MAX_STEPS), a weighted step at a time, no pause between them.
 * Writes go to its own members only; what each acknowledged write left is remembered for the check.
 */
async function client(index, ctx) {
  const { call, fail } = ctx.caller;
  const rnd = random(0x5eed + index);
  const token = ctx.tokens[index % ctx.tokens.length];
  const mine = ctx.members.slice(index * OWNED, (index + 1) * OWNED);
  const writable = () => {
    const usable = mine.filter((m) => !m.uncertain);
    return usable.length ? rnd.pick(usable) : null;
  };
  let n = 0;
  const steps = {
    async list() {
      const query = new URLSearchParams({ pageNo: String(1 + rnd.int(50)), pageLimit: '20' });
      const draw = rnd.next();
      if (draw < 0.2) query.set('gender', rnd.pick(GENDERS));
      else if (draw < 0.3) {
        query.set('search', rnd.pick(ctx.words));
        query.set('searchBy', 'nickName');
        query.set('pageNo', '1');
      }
      await call('list', token, 'GET', `/api/user/userList/?${query}`);
    },
    async detail() {
      await call('detail', token, 'GET', `/api/user/item/${rnd.pick(ctx.readable)}`);
    },
    async profiles() {
      const body = { pageNo: 1 + rnd.int(5), pageLimit: 100 };
      if (rnd.next() < 0.3) body.rating = 'unrated';
      await call('profiles', token, 'POST', '/api/user/profiles-list', body);
    },
    async statusList() {
      await call('statusList', token, 'POST', '/api/profiles/profiles-status-list', {
        pageNo: 1 + rnd.int(3),
        pageLimit: 20,
        status: 1 + rnd.int(TABS),
      });
    },
    // the member form: load the member, change one text field, save with the version loaded
    async edit() {
      const m = writable();
      if (!m) return steps.detail();
      const read = await call('detail', token, 'GET', `/api/user/item/${m.id}`);
      if (!read.ok) return;
      const member = read.json.data;
      if (member.version !== m.version) {
        fail('detail', `member ${m.id} read at version ${member.version}, ${m.version} expected`);
        ctx.staleReads += 1;
      }
      const profession = `Load ${ctx.tag} c${index} #${(n += 1)}`;
      const saved = await call('edit', token, 'PUT', `/api/user/edit/${m.id}`, {
        ...member,
        profession,
      });
      if (!saved.ok) {
        m.uncertain = true; // not written (4xx) or unknown (5xx, no answer): the check leaves it out
        return;
      }
      m.version = saved.json.data.version;
      m.profession = profession;
      m.acked.edit += 1;
      if (saved.json.data.profession !== profession)
        fail('edit', `member ${m.id}: the answer lacks the edit`);
    },
    async rating() {
      const m = writable();
      if (!m) return steps.profiles();
      let rating = m.rating && rnd.next() < 0.15 ? null : rnd.pick(RATINGS);
      if (rating === m.rating) rating = RATINGS[(RATINGS.indexOf(rating) + 1) % RATINGS.length];
      const saved = await call('rating', token, 'PUT', `/api/user/update-profile/${m.id}`, { rating });
      if (!saved.ok) {
        m.uncertain = true;
        return;
      }
      m.rating = rating;
      m.version += 1;
      m.acked.rating += 1;
      if (saved.json.rating !== rating)
        fail('rating', `member ${m.id}: answered rating ${saved.json.rating}`);
    },
    // Profiles V2: load the card, decide every photo, submit with the card's version
    async review() {
      const m = writable();
      if (!m) return steps.statusList();
      const read = await call('card', token, 'GET', `/api/profiles/review/${m.id}`);
      if (!read.ok) return;
      const card = read.json.data;
      if (card.version !== m.version) {
        fail('card', `member ${m.id} read at version ${card.version}, ${m.version} expected`);
        ctx.staleReads += 1;
      }
      const statusUpdates = Object.fromEntries(
        Object.keys(card.photoStatuses).map((key) => [key, rnd.next() < 0.7 ? 'approved' : 'rejected']),
      );
      const comments = `Load ${ctx.tag} c${index} review #${(n += 1)}`;
      const saved = await call('review', token, 'POST', '/api/profiles/update-status', {
        userId: m.id,
        isBlock: false,
        isOnHold: false,
        adminComments: comments,
        statusUpdates,
        version: card.version,
      });
      if (!saved.ok) {
        m.uncertain = true;
        return;
      }
      const status = Object.values(statusUpdates).includes('approved') ? 'approved' : 'limited';
      m.version = saved.json.data.version;
      m.status = status;
      m.photos = photoMap(statusUpdates);
      m.comments = comments;
      m.acked.review += 1;
      if (saved.json.data.userStatus !== status)
        fail('review', `member ${m.id}: status ${saved.json.data.userStatus}, ${status} expected`);
    },
  };
  for (let step = 0; step < MAX_STEPS && performance.now() < ctx.deadline; step += 1) {
    let draw = rnd.int(stepTotal);
    const [name] = STEPS.find(([, weight]) => (draw -= weight) < 0);
    await steps[name]();
  }
}

/** Every acknowledged write against the database: fields, versions, audit rows, the counter tables. */
async function verify(db, members) {
  const ids = members.map((m) => m.id);
  const rows = new Map(
    (
      await db.query(
        `select m.id, m.version, m.rating, m.user_status, m.profession, m.admin_comments,
                (select json_object_agg('p_' || p.position, p.status order by p.position) from member_photos p
                  where p.member_id = m.id) as photos
           from members m where m.id = any($1::uuid[])`,
        [ids],
      )
    ).map((row) => [row.id, row]),
  );
  const lost = { edit: 0, rating: 0, review: 0, version: 0 };
  const examples = [];
  let checked = 0;
  let uncertain = 0;
  for (const m of members) {
    if (m.uncertain) {
      uncertain += 1;
      continue;
    }
    const row = rows.get(m.id);
    const photos = photoMap(row.photos);
    const miss = (what, found, wanted) => {
      lost[what] += 1;
      if (examples.length < 10)
        examples.push(`${m.id} ${what}: ${JSON.stringify(found)}, ${JSON.stringify(wanted)} acknowledged`);
    };
    checked += 1;
    if (m.acked.edit && row.profession !== m.profession) miss('edit', row.profession, m.profession);
    if (m.acked.rating && row.rating !== m.rating) miss('rating', row.rating, m.rating);
    if (
      m.acked.review &&
      (row.user_status !== m.status || row.admin_comments !== m.comments || photos !== m.photos)
    )
      miss('review', [row.user_status, row.admin_comments, photos], [m.status, m.comments, m.photos]);
    if (row.version !== m.version) miss('version', row.version, m.version);
  }
  // a member whose write went unanswered may hold one audit row more than its acknowledged writes
  const audited = members.filter((m) => !m.uncertain).map((m) => m.id);
  const audit = Object.fromEntries(
    (
      await db.query(
        `select action, count(*)::int as n from audit_log where entity = 'member' and entity_id = any($1::text[])
          group by action`,
        [audited],
      )
    ).map((row) => [row.action, row.n]),
  );
  const acked = (kind) => members.reduce((sum, m) => sum + (m.uncertain ? 0 : m.acked[kind]), 0);
  const auditPairs = [
    ['member.edit', acked('edit')],
    ['member.rating', acked('rating')],
    ['profile.review', acked('review')],
  ];
  // the trigger-kept counters must still equal a count of the table (groups differing either way)
  const [drift] = await db.query(
    `with review_count as (
       select user_status, coalesce(gender, '') g, coalesce(rating, '') r, count(*) n from members
        where is_registration_complete and not is_deleted group by 1, 2, 3),
     review_kept as (select user_status, gender, rating, n from member_review_totals where n <> 0),
     totals_count as (
       select coalesce(country_code, '') c, coalesce(gender, '') g, is_registration_complete,
              is_profile_complete, is_deleted, count(*) n from members group by 1, 2, 3, 4, 5),
     totals_kept as (
       select country_code, gender, is_registration_complete, is_profile_complete, is_deleted, n
         from member_totals where n <> 0)
     select
       (select count(*)::int from (select * from review_count except select * from review_kept) d)
     + (select count(*)::int from (select * from review_kept except select * from review_count) d) as review,
       (select count(*)::int from (select * from totals_count except select * from totals_kept) d)
     + (select count(*)::int from (select * from totals_kept except select * from totals_count) d) as totals`,
  );
  return { lost, examples, checked, uncertain, audit, auditPairs, drift };
}

const fmtMs = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '-').padStart(8);
const fmtN = (n) => n.toLocaleString('en');

function statusText(statuses) {
  return Object.entries(statuses)
    .map(([status, count]) => `${status} ×${fmtN(count)}`)
    .join(', ');
}

async function loadRun(label, env, clients) {
  const db0 = await openDirect(env);
  const { members, readable, words } = await fixtures(db0, clients * OWNED);
  await db0.close();

  const server = await startServer({
    PORT: '8196',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    SEED_MEMBERS: '0',
    ...env,
  });
  let result;
  let serverProblems;
  try {
    const tokens = [];
    for (let i = 0; i < SESSIONS; i += 1) tokens.push(await signIn(server, EMAIL, PASSWORD));
    server.quiet();
    const logFrom = server.log().length;
    const caller = makeCaller(server.base, clients);
    // Every client's connection is opened first, on an idle server: on PGlite a burst of new
    // connections while the server is busy is accepted about one per round of requests.
    if (CONNECT_FIRST) await caller.connect(clients);
    const cpu0 = { server: cpuSeconds(server.pid), bench: process.cpuUsage(), machine: machineTicks() };
    const ctx = {
      caller,
      tokens,
      members,
      readable,
      words,
      tag: Date.now().toString(36),
      staleReads: 0,
      deadline: performance.now() + SECONDS * 1000,
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, i) => client(i, ctx)));
    const elapsed = (performance.now() - t0) / 1000;
    const benchCpu = process.cpuUsage(cpu0.bench);
    const cpu = {
      server: (cpuSeconds(server.pid) - cpu0.server) / elapsed,
      bench: (benchCpu.user + benchCpu.system) / 1e6 / elapsed,
      machine: (() => {
        const now = machineTicks();
        return (now.busy - cpu0.machine.busy) / (now.total - cpu0.machine.total);
      })(),
    };
    caller.close();
    serverProblems = server
      .log()
      .slice(logFrom)
      .split('\n')
      .filter((line) => /"level":(50|60)\b/.test(line));
    result = { caller, elapsed, ctx, cpu };
  } finally {
    await server.stop();
  }

  const db = await openDirect(env);
  let check;
  try {
    check = await verify(db, members);
  } finally {
    await db.close();
  }

  const { caller, elapsed, ctx, cpu } = result;
  const all = Object.values(caller.stats).flatMap((s) => s.times);
  const errors = Object.values(caller.stats).reduce((sum, s) => sum + s.errors, 0) + serverProblems.length;
  console.log(
    `${label}: ${clients} client${clients === 1 ? '' : 's'} for ${elapsed.toFixed(1)} s on ${SESSIONS} sessions, loopback; ${fmtN(all.length)} requests, ${fmtN(Math.round(all.length / elapsed))} req/s`,
  );
  rows.push([
    `${label}: ${clients} clients for ${elapsed.toFixed(1)} s`,
    `${fmtN(all.length)} requests, ${fmtN(Math.round(all.length / elapsed))} req/s`,
  ]);
  const times = (list) =>
    `p50 ${fmtMs(percentile(list, 50)).trim()} ms, p95 ${fmtMs(percentile(list, 95)).trim()} ms, p99 ${fmtMs(percentile(list, 99)).trim()} ms, max ${fmtMs(Math.max(...list)).trim()} ms`;
  console.log(
    `  ${'request'.padEnd(52)} ${'count'.padStart(8)}   p50 ms   p95 ms   p99 ms   max ms  KB/answer  statuses`,
  );
  for (const [kind, name] of Object.entries(KINDS)) {
    const s = caller.stats[kind];
    if (!s.times.length && !s.errors) continue;
    console.log(
      `  ${name.padEnd(52)} ${fmtN(s.times.length).padStart(8)} ${fmtMs(percentile(s.times, 50))} ${fmtMs(percentile(s.times, 95))} ${fmtMs(percentile(s.times, 99))} ${fmtMs(Math.max(...s.times))} ${(s.bytes / 1024 / Math.max(1, s.times.length)).toFixed(1).padStart(10)}  ${statusText(s.statuses)}`,
    );
    rows.push([
      `${label}: ${name} (${fmtN(s.times.length)})`,
      `${times(s.times)}; ${statusText(s.statuses)}`,
    ]);
  }
  console.log(
    `  ${'all'.padEnd(52)} ${fmtN(all.length).padStart(8)} ${fmtMs(percentile(all, 50))} ${fmtMs(percentile(all, 95))} ${fmtMs(percentile(all, 99))} ${fmtMs(Math.max(...all))}`,
  );
  rows.push([`${label}: all requests`, times(all)]);
  const lostTotal = check.lost.edit + check.lost.rating + check.lost.review + check.lost.version;
  const ackedTotal = check.auditPairs.reduce((sum, [, n]) => sum + n, 0);
  const written = members.filter((m) => m.acked.edit + m.acked.rating + m.acked.review > 0).length;
  const auditOff = check.auditPairs.filter(([action, n]) => (check.audit[action] ?? 0) !== n);
  console.log(
    `  acknowledged writes ${fmtN(ackedTotal)} (edits ${fmtN(check.auditPairs[0][1])}, ratings ${fmtN(check.auditPairs[1][1])}, reviews ${fmtN(check.auditPairs[2][1])}) on ${fmtN(written)} of ${fmtN(members.length)} members; read back from the database: ${fmtN(check.checked)} members checked${check.uncertain ? `, ${check.uncertain} left out after a failed write` : ''}`,
  );
  console.log(
    `  errors ${fmtN(errors)} (server log errors ${serverProblems.length}), stale reads of own members ${ctx.staleReads}, lost updates ${lostTotal} (edit ${check.lost.edit}, rating ${check.lost.rating}, review ${check.lost.review}, version ${check.lost.version}); audit rows ${auditOff.length ? 'DIFFER' : 'match'} (${check.auditPairs.map(([action]) => `${action} ${fmtN(check.audit[action] ?? 0)}`).join(', ')}); counter tables ${check.drift.review + check.drift.totals ? `DRIFT (member_review_totals ${check.drift.review}, member_totals ${check.drift.totals} groups)` : 'consistent'}`,
  );
  console.log(
    `  CPU: server process ${(cpu.server * 100).toFixed(0)} % of a core, load generator ${(cpu.bench * 100).toFixed(0)} %; the machine's ${availableParallelism()} cores ${(cpu.machine * 100).toFixed(0)} % busy (the database and anything else included)`,
  );
  const drift = check.drift.review + check.drift.totals;
  rows.push(
    [`${label}: acknowledged writes`, fmtN(ackedTotal)],
    [`${label}: errors (server log errors included)`, fmtN(errors), '0', errors === 0],
    [`${label}: stale reads of own members`, String(ctx.staleReads), '0', ctx.staleReads === 0],
    [`${label}: lost updates`, String(lostTotal), '0', lostTotal === 0],
    [`${label}: actions whose audit rows differ`, String(auditOff.length), '0', auditOff.length === 0],
    [`${label}: counter-table groups that drift`, String(drift), '0', drift === 0],
    [
      `${label}: CPU`,
      `server ${(cpu.server * 100).toFixed(0)} % of a core, load generator ${(cpu.bench * 100).toFixed(0)} %, machine ${(cpu.machine * 100).toFixed(0)} % of ${availableParallelism()} cores`,
    ],
  );
  for (const sample of caller.samples) console.log(`  ! ${sample}`);
  for (const line of serverProblems.slice(0, 5)) console.log(`  ! server: ${line.slice(0, 400)}`);
  for (const example of check.examples) console.log(`  ! lost: ${example}`);
  return (
    errors === 0 &&
    lostTotal === 0 &&
    ctx.staleReads === 0 &&
    auditOff.length === 0 &&
    check.drift.review + check.drift.totals === 0
  );
}

let passed = true;
if (PG_CLIENTS > 0) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-load-'));
  try {
    const ok = await withSeededDatabase(PG_SERVER, PG_MEMBERS, dataDir, (url) =>
      loadRun(
        `PostgreSQL, ${fmtN(PG_MEMBERS)} members`,
        { DATA_DIR: dataDir, DATABASE_URL: url },
        PG_CLIENTS,
      ),
    );
    passed &&= ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (PGLITE_CLIENTS > 0) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orrery-bench-load-lite-'));
  try {
    seed(PGLITE_MEMBERS, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const ok = await loadRun(
      `PGlite, ${fmtN(PGLITE_MEMBERS)} members`,
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      PGLITE_CLIENTS,
    );
    passed &&= ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
recordResults(
  'Load test (bench/load.mjs)',
  rows,
  `Loopback, ${SESSIONS} admin sessions; each client loops over a weighted mix of the console's calls on ${OWNED} members of its own for ${SECONDS} s; the writes read back from the database afterwards.`,
);
if (!passed) {
  console.log('load test FAILED: errors, lost updates or inconsistencies above');
  process.exitCode = 1;
}
