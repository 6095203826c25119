import { describe, expect, it } from 'vitest';
import { noGroups, splitIds, toggleGroup } from './userGroups';

describe('user groups', () => {
  it('All turns every group on, then off', () => {
    const all = toggleGroup(noGroups, 'allUser');
    expect(all).toEqual({ allUser: true, activeUser: true, dormantUser: true, inCompleteUser: true });
    expect(toggleGroup(all, 'allUser')).toEqual(noGroups);
  });
  it('a group clicked while All is on turns All and that group off', () => {
    const all = toggleGroup(noGroups, 'allUser');
    expect(toggleGroup(all, 'dormantUser')).toEqual({
      allUser: false,
      activeUser: true,
      dormantUser: false,
      inCompleteUser: true,
    });
  });
  it('checking the three turns All on again', () => {
    let g = toggleGroup(noGroups, 'activeUser');
    g = toggleGroup(g, 'dormantUser');
    expect(g.allUser).toBe(false);
    expect(toggleGroup(g, 'inCompleteUser').allUser).toBe(true);
  });
  it('splits pasted ids and skips repeats', () => {
    expect(splitIds('a, b\nc  a,,b')).toEqual(['a', 'b', 'c']);
    expect(splitIds('  ')).toEqual([]);
  });
});
