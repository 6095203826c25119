import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb, runMigrations, type DbHandle } from '../src/client';
import { members, memberTotals } from '../src/schema/index';
import { seedMembers } from '../src/seed/index';

const NOW = new Date('2026-03-15T12:00:00Z');
const put = async (key: string) => `/files/${key}`;

async function indexDefinitions(handle: DbHandle) {
  const result = (await handle.db.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes
         WHERE schemaname = current_schema()
           AND tablename IN ('members', 'member_photos', 'member_devices', 'member_deletions', 'reports', 'feedback')
         ORDER BY indexname`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  const keys = (await handle.db.execute(
    sql`SELECT conname, conrelid::regclass::text AS "table", pg_get_constraintdef(oid) AS def, convalidated
          FROM pg_constraint
         WHERE conrelid IN ('members'::regclass, 'member_photos'::regclass, 'member_devices'::regclass,
                            'member_deletions'::regclass, 'reports'::regclass, 'feedback'::regclass)
         ORDER BY conname`,
  )) as unknown as { rows: unknown[] };
  return [...result.rows.map((r) => ({ indexname: r.indexname, indexdef: r.indexdef })), ...keys.rows];
}

/** Index oids: a dropped and rebuilt index gets a new one. */
async function indexOids(handle: DbHandle) {
  const result = (await handle.db.execute(
    sql`SELECT indexrelid::int AS oid FROM pg_index
         WHERE indrelid IN ('members'::regclass, 'member_photos'::regclass, 'member_devices'::regclass)
         ORDER BY 1`,
  )) as unknown as { rows: { oid: number }[] };
  return result.rows.map((r) => r.oid);
}

const url = process.env.TEST_DATABASE_URL;

const targets: [string, string | undefined][] = [['PGlite', undefined]];
if (url) targets.push(['PostgreSQL', url]);

/** On PostgreSQL, a database of the test's own on that server (created here, dropped after): empty tables. */
async function ownDatabase(serverUrl: string, name: string, drop = false): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(drop ? `drop database if exists ${name} with (force)` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  return own.toString();
}

describe.each(targets)('seedMembers large-load path on %s', (_name, serverUrl) => {
  let handle: DbHandle;
  const name = `orrery_t_seed_indexes_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    handle = await openDb({ databaseUrl: serverUrl && (await ownDatabase(serverUrl, name)) });
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle.close();
    if (serverUrl) await ownDatabase(serverUrl, name, true);
  });

  it('drops and rebuilds the secondary indexes on an empty table, keeping every definition and the totals', async () => {
    const before = await indexDefinitions(handle);
    expect(before.length).toBeGreaterThan(25);
    expect(JSON.stringify(before)).toContain('member_photos_member_id_members_id_fk');
    const oids = await indexOids(handle);
    const report = await seedMembers(handle, {
      members: 250,
      seed: 5,
      now: NOW,
      poolSize: 2,
      batchSize: 100,
      rebuildIndexesFrom: 100,
      put,
    });
    expect(await indexDefinitions(handle)).toEqual(before);
    // rebuilt: new oids, the primary keys and unique indexes aside
    const rebuilt = (await indexOids(handle)).filter((oid) => !oids.includes(oid));
    expect(rebuilt.length).toBeGreaterThan(15);
    const [kept] = await handle.db
      .select({ n: sql<number>`sum(${memberTotals.n})`.mapWith(Number) })
      .from(memberTotals);
    expect(kept?.n).toBe(250);
    expect(report.members).toBe(250);
    // the rebuilt indexes answer queries
    await handle.exec('SET enable_seqscan = off');
    const [viaIndex] = await handle.db
      .select({ n: count() })
      .from(members)
      .where(sql`lower(${members.nickName}) LIKE '%a%'`);
    await handle.exec('RESET enable_seqscan');
    const [all] = await handle.db
      .select({ n: count() })
      .from(members)
      .where(sql`lower(${members.nickName}) LIKE '%a%'`);
    expect(viaIndex?.n).toBe(all?.n);
  });

  it('keeps the indexes in place when members are already there', async () => {
    const before = await indexDefinitions(handle);
    const oids = await indexOids(handle);
    await seedMembers(handle, {
      members: 120,
      seed: 6,
      now: NOW,
      poolSize: 2,
      batchSize: 100,
      rebuildIndexesFrom: 100,
      put,
    });
    expect(await indexDefinitions(handle)).toEqual(before);
    expect(await indexOids(handle)).toEqual(oids);
    const [kept] = await handle.db
      .select({ n: sql<number>`sum(${memberTotals.n})`.mapWith(Number) })
      .from(memberTotals);
    expect(kept?.n).toBe(370);
  });
});
