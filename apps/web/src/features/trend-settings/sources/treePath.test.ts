import { describe, expect, it } from 'vitest';
import { levelsOf, textCounts } from './treePath';

describe('the source-text tree path', () => {
  it('shows the main list, then the children of each code chosen', () => {
    const levels = levelsOf(['t', 'a', 'sa']);
    expect(levels.map((nodes) => nodes.length)).toEqual([6, 3, 12, 5]);
    expect(levels[0]?.map((n) => n.label)).toEqual([
      'Transit',
      'Progressions',
      'Eclipse-Bhava',
      'Tithi-Bhava',
      'Dṛṣṭi-Bhava',
      'Time Periods',
    ]);
    expect(levels[3]?.map((n) => n.label)).toEqual(['Con', 'Sex', 'Squ', 'Tri', 'Opp']);
  });

  it('stops at an unknown code', () => {
    expect(levelsOf(['t', 'zz', 'sa'])).toHaveLength(2);
  });

  it('counts the texts under every prefix of the keys', () => {
    const counts = textCounts(['t_a_sa_squ_su', 't_a_sa_tri_mo', 't_h_ju_07', 'd_05']);
    expect(counts.get('t')).toBe(3);
    expect(counts.get('t_a')).toBe(2);
    expect(counts.get('t_a_sa')).toBe(2);
    expect(counts.get('t_a_sa_squ_su')).toBe(1);
    expect(counts.get('d')).toBe(1);
    expect(counts.get('ecl')).toBeUndefined();
  });
});
