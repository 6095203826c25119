import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isReservedMailDomain, mailDomainOf } from '@orrery/contract';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('logs JSON lines unless LOG_FORMAT=pretty or stdout is a terminal; refuses another format', () => {
    const terminal = process.stdout.isTTY;
    try {
      process.stdout.isTTY = false;
      expect(loadConfig({}).logFormat).toBe('json');
      expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
      process.stdout.isTTY = true;
      expect(loadConfig({}).logFormat).toBe('pretty');
      expect(loadConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
      expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty');
    } finally {
      process.stdout.isTTY = terminal;
    }
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      databaseUrl: undefined,
      sessionIdleHours: 12,
      sessionMaxDays: 7,
      smtpUrl: undefined,
      seedMembers: 5000,
      shutdownTimeoutS: 25,
      timeZone: 'UTC',
    });
    // the first superadmin's default address is at a reserved domain: no mail can reach anyone there
    expect(isReservedMailDomain(mailDomainOf(config.adminEmail))).toBe(true);
    // the repository's data folder, the same for `npm start` (from the root) and `npm run dev` (from apps/server)
    expect(config.dataDir).toBe(fileURLToPath(new URL('../../../data', import.meta.url)));
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads the company time zone and refuses one that is not an IANA zone', () => {
    expect(loadConfig({ TIME_ZONE: ' Europe/Paris ' }).timeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ TIME_ZONE: 'Paris' })).toThrow(
      'TIME_ZONE must be an IANA time zone such as Europe/Paris, got "Paris"',
    );
  });

  it('reads the variables, lower-casing the admin e-mail', () => {
    const config = loadConfig({
      PORT: '9000',
      ADMIN_EMAIL: ' Boss@Example.COM ',
      DATABASE_URL: 'postgresql://u@h/db',
      SESSION_IDLE_HOURS: '0.5',
      WEB_DIST: '',
      SEED_MEMBERS: '0',
    });
    expect(config).toMatchObject({
      seedMembers: 0,
      port: 9000,
      adminEmail: 'boss@example.com',
      databaseUrl: 'postgresql://u@h/db',
      sessionIdleHours: 0.5,
      webDist: undefined,
    });
  });

  it('stores files on the local disk unless S3_BUCKET is set, then in that bucket (path-style with an endpoint)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000/',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-1',
      accessKeyId: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a positive number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ SESSION_MAX_DAYS: '-1' }, 'SESSION_MAX_DAYS must be a positive number'],
    [{ SEED_MEMBERS: '-5' }, 'SEED_MEMBERS must be a whole number'],
    [{ SHUTDOWN_TIMEOUT_S: '0' }, 'SHUTDOWN_TIMEOUT_S must be a positive number'],
    [{ LIVE_CONSOLE_URL: 'not a url' }, 'LIVE_CONSOLE_URL must be an absolute URL'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'Photos!' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must start with http:// or https://'],
    [{ S3_BUCKET: 'photos', S3_REGION: 'EU West' }, 'S3_REGION must be a region name'],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
  ])('refuses %o with a message that names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
