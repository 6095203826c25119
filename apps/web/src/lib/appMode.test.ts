import { describe, expect, it } from 'vitest';
import { deriveAppMode } from './appMode';

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
