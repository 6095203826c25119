import { describe, expect, it } from 'vitest';
import { matchingScreens, targetOf } from './searchTargets';

describe('Ctrl+K targets', () => {
  it('opens each kind of record on its own screen', () => {
    const hit = { _id: 'a b', title: 'login_empty', detail: '' };
    expect(targetOf({ ...hit, kind: 'member' })).toBe('/members/a%20b');
    expect(targetOf({ ...hit, kind: 'admin' })).toBe('/admin/a%20b');
    expect(targetOf({ ...hit, kind: 'celebrity' })).toBe('/celebrities/a%20b');
    expect(targetOf({ ...hit, kind: 'synastrySet' })).toBe('/astro/synastry?set=a%20b');
    expect(targetOf({ ...hit, kind: 'contentKey', useFor: 'server' })).toBe(
      '/languages?tab=2&searchBy=key&search=login_empty',
    );
    expect(targetOf({ ...hit, kind: 'contentKey', useFor: 'mobile' })).toContain('tab=4');
  });

  it('finds screens by their name or group, accents and case aside, Activity for superadmins only', () => {
    expect(matchingScreens('HISTÓR', false).map((s) => [s.title, s.detail, s.to])).toEqual([
      ['History', 'Notification', '/notification-list'],
      ['History', 'Email', '/email-recipients'],
    ]);
    expect(matchingScreens('dashboard', false).map((s) => s.to)).toEqual(['/']);
    expect(matchingScreens('activ', true).map((s) => s.to)).toEqual(['/activity']);
    expect(matchingScreens('activ', false)).toEqual([]);
    expect(matchingScreens('  ', true)).toEqual([]);
  });
});
