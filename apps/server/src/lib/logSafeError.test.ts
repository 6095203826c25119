import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb } from '@orrery/db';
import { createLogger } from './logger';
import { logSafeError } from './logSafeError';

describe('logSafeError', () => {
  it('keeps the SQL, the code and the frames of a failed query, never its parameter values', async () => {
    const handle = await openDb({});
    try {
      const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-salt$secret-hash';
      const error = await handle.db.execute(sql`select ${secret}::int as n`).then(
        () => undefined,
        (e: unknown) => e,
      );
      const logged = JSON.stringify(logSafeError(error));
      expect(logged).toContain('Failed query: select $1::int');
      expect(logged).toContain('"code":"22P02"');
      expect(logged).toMatch(/at /);
      expect(logged).not.toContain('secret');
    } finally {
      await handle.close();
    }
  });

  it('drops the detail of a unique violation, which names the value', () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "admins_identifier_key"'),
      {
        code: '23505',
        detail: 'Key (identifier)=(ana@example.com) already exists.',
        constraint: 'admins_identifier_key',
        table: 'admins',
      },
    );
    const logged = logSafeError(error);
    expect(logged).toMatchObject({ code: '23505', constraint: 'admins_identifier_key', table: 'admins' });
    expect(JSON.stringify(logged)).not.toContain('ana@example.com');
  });
});

describe('the server log', () => {
  it('writes a failed query of a request without its parameter values', async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const error = Object.assign(
      new Error('Failed query: update admins set password_hash = $1\nparams: $argon2id$abc'),
      {
        cause: Object.assign(new Error('value too long'), { code: '22001' }),
      },
    );
    log.error({ err: error }, 'request failed');
    expect(lines.join('')).toContain('update admins set password_hash = $1');
    expect(lines.join('')).not.toContain('argon2id');
  });
});
