import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      adminEmail: 'admin@orrery.local',
      adminPassword: undefined,
      databaseUrl: undefined,
      sessionIdleHours: 12,
      sessionMaxDays: 7,
      smtpUrl: undefined,
      seedMembers: 5000,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
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

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a positive number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ SESSION_MAX_DAYS: '-1' }, 'SESSION_MAX_DAYS must be a positive number'],
    [{ SEED_MEMBERS: '-5' }, 'SEED_MEMBERS must be a whole number'],
    [{ LIVE_CONSOLE_URL: 'not a url' }, 'LIVE_CONSOLE_URL must be an absolute URL'],
  ])('refuses %o with a message that names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
