import { SYNASTRY_ASPECTS, type SynastryAspectKey } from '@orrery/contract';

/** The aspects the engine knows (the rule/score sets' list). `key` is the orb key of a rule/score set. */
export type AspectKey = SynastryAspectKey;

export interface Aspect {
  key: AspectKey;
  /** the degree as written in rule names (planetA_degree_planetB) */
  code: string;
  degree: number;
}

export const ASPECTS: readonly Aspect[] = SYNASTRY_ASPECTS.map(({ key, code }) => ({
  key,
  code,
  // the septile's code is rounded (51.43): its degree is a seventh of the circle
  degree: key === 'septile' ? 360 / 7 : Number(code),
}));

/** The aspect a rule's degree text stands for ("51.43" and "51.4286" both mean the septile). */
export function aspectOfDegree(text: string): Aspect | undefined {
  const d = Number(text);
  if (!Number.isFinite(d)) return undefined;
  return ASPECTS.find((a) => Math.abs(a.degree - d) < 0.01);
}
