import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from './schema/index';
import { openDb, runMigrations, type DbHandle } from './client';

describe('openDb on PGlite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({});
    await runMigrations(handle);
  });
  afterAll(() => handle.close());

  it('applies the migrations and stores an admin', async () => {
    const [row] = await handle.db
      .insert(admins)
      .values({
        nickName: 'Ada',
        identifier: 'ada@example.com',
        passwordHash: 'x',
        gender: 'f',
        userType: 'admin',
      })
      .returning();
    expect(row?.version).toBe(1);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('is safe to migrate twice', async () => {
    await runMigrations(handle);
    const rows = await handle.db.select().from(admins);
    expect(rows).toHaveLength(1);
  });
});
