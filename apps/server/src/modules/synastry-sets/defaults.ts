import { defaultRules } from '@orrery/astro';
import { CATEGORY_MAX, heartBands, STRENGTH_LABELS, SYNASTRY_ASPECTS } from '@orrery/contract';
import type { SetContent } from './mapping';

/** Category Text rows with the same threshold for the four categories: Very high (4), then these. */
export function categoryRows(
  below: [high: number, medium: number, low: number, veryLow: number],
): SetContent['synastryCategory'] {
  return STRENGTH_LABELS.map((label, i) => {
    const v = i === 0 ? CATEGORY_MAX : (below[i - 1] ?? 0);
    return { label, val1: v, val2: v, val3: v, val4: v };
  });
}

/**
 * The default set: no planet selected, every orb unticked and empty, every rule of the catalogue with
 * zero weights (so hidden), category thresholds 4 / 3 / 2 / 1 / 0.5, heart bands 80 / 60 / 40, and
 * synastry and guna milan weighed equally.
 */
export function defaultSetContent(name: string): SetContent {
  return {
    name,
    notes: '',
    categories: [],
    collections: [],
    planets: [],
    orbs: SYNASTRY_ASPECTS.map((a) => ({ key: a.key, value: null, enabled: false })),
    synastryCategory: categoryRows([3, 2, 1, 0.5]),
    heartLogo: heartBands(80, 60, 40),
    synastryVsGm: [{ label: 'weight', val1: 50, val2: 50 }],
    synastryRules: defaultRules().map(({ isVisible: _hidden, ...rule }) => rule),
  };
}
