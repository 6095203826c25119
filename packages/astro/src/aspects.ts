/** The aspects the engine knows. `key` is the orb key of a rule/score set. */
export type AspectKey =
  | 'conjunction'
  | 'semiSextile'
  | 'semiSquare'
  | 'septile'
  | 'sextile'
  | 'quintile'
  | 'square'
  | 'trine'
  | 'sesquiSquare'
  | 'quincunx'
  | 'opposition';

export interface Aspect {
  key: AspectKey;
  /** the degree as written in rule names (planetA_degree_planetB) */
  code: string;
  degree: number;
}

export const ASPECTS: readonly Aspect[] = [
  { key: 'conjunction', code: '0', degree: 0 },
  { key: 'semiSextile', code: '30', degree: 30 },
  { key: 'semiSquare', code: '45', degree: 45 },
  { key: 'septile', code: '51.43', degree: 360 / 7 },
  { key: 'sextile', code: '60', degree: 60 },
  { key: 'quintile', code: '72', degree: 72 },
  { key: 'square', code: '90', degree: 90 },
  { key: 'trine', code: '120', degree: 120 },
  { key: 'sesquiSquare', code: '135', degree: 135 },
  { key: 'quincunx', code: '150', degree: 150 },
  { key: 'opposition', code: '180', degree: 180 },
];

/** The aspect a rule's degree text stands for ("51.43" and "51.4286" both mean the septile). */
export function aspectOfDegree(text: string): Aspect | undefined {
  const d = Number(text);
  if (!Number.isFinite(d)) return undefined;
  return ASPECTS.find((a) => Math.abs(a.degree - d) < 0.01);
}
