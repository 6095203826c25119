import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { schema, type DbHandle } from '@orrery/db';
import { loadConfig } from '../../config';
import { ensureFirstSuperadmin } from './bootstrap';
import { freshDatabase } from '../../../test/database';

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('the first superadmin', () => {
  it('is created once, with a generated password printed once and nothing invented', async () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Boss@Example.com' });
    const first = capturingLog();
    await ensureFirstSuperadmin(handle.db, config, first.log);
    const rows = await handle.db.select().from(schema.admins).where(eq(schema.admins.userType, 'superadmin'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      identifier: 'boss@example.com',
      gender: null,
      dob: null,
      imageUrl: null,
    });
    const password = /with password (\S+)/.exec(first.lines.join(''))?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);

    const second = capturingLog();
    await ensureFirstSuperadmin(handle.db, config, second.log);
    expect(await handle.db.select().from(schema.admins)).toHaveLength(1);
    expect(second.lines.join('')).not.toContain('password');
  });
});
