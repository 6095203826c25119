import { describe, expect, it } from 'vitest';
import { SOURCE_TREE, treeKeys } from './sourceTextTree';
import { isSourceTextKey, sourceTextKeyProblem } from './sourceTextValues';

describe('source-text keys (source text save)', () => {
  it.each([
    ['t_h_ju_07', 4],
    ['t_a_sa_squ_su', 5],
    ['p_su_con_mo', 4],
    ['ecl_lunar_12', 3],
    ['ph_purnima_01', 3],
    ['d_05', 2],
    ['tp_brg_md_sa_10', 5],
    ['tp_md_04', 3],
    ['tp_ad_11', 3],
    ['tp_yoga_raja', 3],
    ['tp_dig_deb', 3],
    ['tp_ang_10', 3],
  ])('%s is a valid key of %i parts', (key, parts) => {
    expect(key.split('_')).toHaveLength(parts);
    expect(sourceTextKeyProblem(key)).toBeNull();
  });

  it("an empty key is 'key is required.'; a key short of its last level, or unknown, is 'last level is required.'", () => {
    expect(sourceTextKeyProblem('')).toBe('key is required.');
    expect(sourceTextKeyProblem(' ')).toBe('key is required.');
    expect(sourceTextKeyProblem(undefined)).toBe('key is required.');
    for (const key of [
      't',
      't_a',
      't_a_sa',
      't_a_sa_squ',
      'tp_brg_md_sa',
      'ecl_solar',
      'd',
      'tp_yoga',
      'zz_01',
    ])
      expect(sourceTextKeyProblem(key), key).toBe('last level is required.');
    expect(sourceTextKeyProblem('t_a_sa_squ_su_su')).toBe('last level is required.');
    expect(sourceTextKeyProblem('t_h_ju_13')).toBe('last level is required.');
  });

  it("every leaf of the tree is a valid key, with the part count of its kind; the engine's pp_ keys too", () => {
    const parts: Record<string, number> = {
      t_h: 4,
      t_a: 5,
      t_p: 5,
      p: 4,
      ecl: 3,
      ph: 3,
      d: 2,
      tp_brg: 5,
      tp: 3,
    };
    for (const key of treeKeys(SOURCE_TREE)) {
      expect(isSourceTextKey(key)).toBe(true);
      const kind = key.startsWith('tp_brg')
        ? 'tp_brg'
        : key
            .split('_')
            .slice(0, key.startsWith('t_') ? 2 : 1)
            .join('_');
      expect(key.split('_'), key).toHaveLength(parts[kind] ?? 0);
    }
    expect(isSourceTextKey('pp_su_con_mo')).toBe(true);
  });
});
