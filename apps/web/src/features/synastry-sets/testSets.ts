import { heartBands, SYNASTRY_ASPECTS, type SynastrySet } from '@orrery/contract';

/** For tests only: a rule of a set, and a whole set. */
export const rule = (rules: string, n = 1) => ({
  rules,
  communication: n,
  connection: n,
  energy: n,
  stability: n,
});

export function set(id: string, name: string, user = 'me'): SynastrySet {
  return {
    _id: id,
    name,
    user,
    ownerName: user,
    notes: '',
    categories: [],
    collections: [],
    planets: ['su', 'mo'],
    orbs: SYNASTRY_ASPECTS.map((a) => ({
      key: a.key,
      value: a.key === 'trine' ? 8 : null,
      enabled: a.key === 'trine',
    })),
    synastryCategory: [
      { label: 'veryHigh', val1: 4, val2: 4, val3: 4, val4: 4 },
      { label: 'high', val1: 3, val2: 3, val3: 3, val4: 3 },
    ],
    heartLogo: heartBands(80, 60, 40),
    synastryVsGm: [{ label: 'weight', val1: 50, val2: 50 }],
    synastryRules: [rule('su_120_su'), rule('mo_120_mo'), rule('su_120_mo'), rule('su_0_mo')],
    createdAt: '2026-01-01T00:00:00.000Z',
    modifiedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}
