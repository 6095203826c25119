import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { Writable } from 'node:stream';
import pino from 'pino';
import { schema } from '@orrery/db';
import { loadConfig } from '../../config';
import { ensureFirstSuperadmin } from './bootstrap';
import { freshDatabase, useFreshDatabase } from '../../../test/database';

const handle = useFreshDatabase();

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

  it('reads ADMIN_PASSWORD at the first start only: a later start changes no password and says so', async () => {
    const fresh = await freshDatabase();
    try {
      await ensureFirstSuperadmin(
        fresh.db,
        loadConfig({ ADMIN_PASSWORD: 'First-start-password' }),
        capturingLog().log,
      );
      const later = capturingLog();
      await ensureFirstSuperadmin(fresh.db, loadConfig({ ADMIN_PASSWORD: 'Another-password' }), later.log);
      const [row] = await fresh.db.select().from(schema.admins);
      expect(await verify(row!.passwordHash, 'First-start-password')).toBe(true);
      expect(later.lines.join('')).toContain(
        'ADMIN_PASSWORD is ignored: a superadmin exists (it is read at the first start only)',
      );
      expect(later.lines.join('')).not.toContain('Another-password');
    } finally {
      await fresh.close();
    }
  });
});
