import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { admins } from './schema/index';
import { openDb, runMigrations, type DbHandle } from './client';
import { PER_VALUE_PLAN } from './namedStatements';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The statements prepared on the pool's one connection, by their text. */
const prepared = async (handle: DbHandle) => {
  const result = await handle.db.execute(sql`select name, statement from pg_prepared_statements`);
  return (result as unknown as { rows: { name: string; statement: string }[] }).rows;
};

describe.skipIf(!serverUrl)('named statements on PostgreSQL', () => {
  let handle: DbHandle;
  const name = `orrery_t_named_${Date.now()}`;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await openDb({ databaseUrl: url.toString(), poolSize: 1 });
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('prepares a parameterised query once per text, whatever its values, and leaves searches unnamed', async () => {
    for (const id of ['a@example.com', 'b@example.com'])
      await handle.db.select().from(admins).where(eq(admins.identifier, id));
    await handle.db.select().from(admins).where(like(admins.nickName, '%ada%'));
    const byAdmins = (await prepared(handle)).filter((p) => p.statement.includes('from "admins"'));
    expect(byAdmins).toHaveLength(1);
    expect(byAdmins[0]!.name).toMatch(/^q_[0-9a-f]{24}$/);
    expect(byAdmins[0]!.statement).toContain('where "admins"."identifier" = $1');
  });

  it('leaves a query marked PER_VALUE_PLAN unnamed', async () => {
    await handle.db.execute(
      sql`select count(*) from ${admins} where ${admins.gender} = ${'f'} ${sql.raw(PER_VALUE_PLAN)}`,
    );
    const marked = (await prepared(handle)).filter((p) => p.statement.includes(PER_VALUE_PLAN));
    expect(marked).toEqual([]);
    await handle.db.execute(sql`select count(*) from ${admins} where ${admins.gender} = ${'f'}`);
    expect((await prepared(handle)).filter((p) => p.statement.includes('count(*)'))).toHaveLength(1);
  });
});
