import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { sharedSessionCache } from './cacheChannel';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('session cache shared through PostgreSQL NOTIFY', () => {
  it('drops a session in every process when one process ends it', async () => {
    const log = pino({ level: 'silent' });
    const a = await sharedSessionCache(url, log);
    const b = await sharedSessionCache(url, log);
    try {
      a.cache.set('hash', {
        sessionId: 's1',
        adminId: 'a1',
        nickName: 'Ada',
        userType: 'admin',
        lastSeenAt: 0,
        expiresAt: 0,
        allowList: [],
      });
      b.cache.dropSession('s1');
      await expect.poll(() => a.cache.get('hash'), { timeout: 2000 }).toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
