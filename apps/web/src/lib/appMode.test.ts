import { describe, expect, it } from 'vitest';
import { deriveAppMode, switchTarget } from './appMode';

describe('deriveAppMode', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    'admin.localhost',
    'dev.admin.orrery.app',
    'admin-dev.orrery.app',
    'development.orrery.app',
    'admin.dev2.orrery.app',
  ])('%s is Development', (host) => expect(deriveAppMode(host)).toBe('development'));

  it.each(['admin.orrery.app', 'orrery.app', 'devices.orrery.app', 'admin.devon.co.uk'])(
    '%s is Live',
    (host) => expect(deriveAppMode(host)).toBe('live'),
  );
});

describe('switchTarget', () => {
  it('keeps the path, query and hash on the other console', () => {
    expect(switchTarget('https://admin.orrery.app/', '/members/42', '?tab=2&page=3', '#x')).toBe(
      'https://admin.orrery.app/members/42?tab=2&page=3#x',
    );
    expect(switchTarget('http://localhost:8080/console/', '/profile-status', '', '')).toBe(
      'http://localhost:8080/console/profile-status',
    );
  });
});
