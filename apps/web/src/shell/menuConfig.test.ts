import { describe, expect, it } from 'vitest';
import { locateRoute, menuGroups } from './menuConfig';

describe('menu', () => {
  it('has its groups in order', () => {
    expect(menuGroups.map((g) => g.label)).toEqual([
      'Dashboard',
      'Analytics',
      'User',
      'Notification',
      'Email',
      'Astrology',
      'Settings',
    ]);
  });

  it.each([
    ['/admin/abc', 'user', '/admin'],
    ['/admin-login-session', 'settings', '/admin-login-session'],
    ['/profile-status/1', 'user', '/profile-status'],
    ['/report/9', 'user', '/reported'],
    ['/singlePair/4', 'astrology', '/astro/synastry'],
    ['/', 'dashboard', '/'],
  ])('%s belongs to %s / %s', (path, group, selected) => {
    expect(locateRoute(path)).toEqual({ group, selected });
  });

  it.each(['/profile', '/profile/abc'])(
    '%s (Profiles, not in the menu) opens User and selects no entry',
    (path) => {
      expect(locateRoute(path)).toEqual({ group: 'user' });
    },
  );
});
