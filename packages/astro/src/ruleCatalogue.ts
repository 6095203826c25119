import type { SynastryRule } from './ruleSet.js';

/**
 * The default synastry rule catalogue: 23 planet pairs × the 11 aspects of spec/3 section 9
 * (253 rules), every weight zero, hidden until its planets and orb are selected.
 * Pairs are unordered — the scoring looks both ways (A's first planet to B's second and B's
 * first to A's second). All codes are the spec's point codes; no partner code is mistyped.
 */
export const DEFAULT_RULE_NAMES: readonly string[] = [
  'su_0_su', 'su_30_su', 'su_45_su', 'su_51.43_su', 'su_60_su', 'su_72_su',
  'su_90_su', 'su_120_su', 'su_135_su', 'su_150_su', 'su_180_su', 'mo_0_mo',
  'mo_30_mo', 'mo_45_mo', 'mo_51.43_mo', 'mo_60_mo', 'mo_72_mo', 'mo_90_mo',
  'mo_120_mo', 'mo_135_mo', 'mo_150_mo', 'mo_180_mo', 'me_0_me', 'me_30_me',
  'me_45_me', 'me_51.43_me', 'me_60_me', 'me_72_me', 'me_90_me', 'me_120_me',
  'me_135_me', 'me_150_me', 'me_180_me', 've_0_ve', 've_30_ve', 've_45_ve',
  've_51.43_ve', 've_60_ve', 've_72_ve', 've_90_ve', 've_120_ve', 've_135_ve',
  've_150_ve', 've_180_ve', 'ma_0_ma', 'ma_30_ma', 'ma_45_ma', 'ma_51.43_ma',
  'ma_60_ma', 'ma_72_ma', 'ma_90_ma', 'ma_120_ma', 'ma_135_ma', 'ma_150_ma',
  'ma_180_ma', 'su_0_mo', 'su_30_mo', 'su_45_mo', 'su_51.43_mo', 'su_60_mo',
  'su_72_mo', 'su_90_mo', 'su_120_mo', 'su_135_mo', 'su_150_mo', 'su_180_mo',
  'su_0_me', 'su_30_me', 'su_45_me', 'su_51.43_me', 'su_60_me', 'su_72_me',
  'su_90_me', 'su_120_me', 'su_135_me', 'su_150_me', 'su_180_me', 'su_0_ve',
  'su_30_ve', 'su_45_ve', 'su_51.43_ve', 'su_60_ve', 'su_72_ve', 'su_90_ve',
  'su_120_ve', 'su_135_ve', 'su_150_ve', 'su_180_ve', 'su_0_ma', 'su_30_ma',
  'su_45_ma', 'su_51.43_ma', 'su_60_ma', 'su_72_ma', 'su_90_ma', 'su_120_ma',
  'su_135_ma', 'su_150_ma', 'su_180_ma', 'su_0_as', 'su_30_as', 'su_45_as',
  'su_51.43_as', 'su_60_as', 'su_72_as', 'su_90_as', 'su_120_as', 'su_135_as',
  'su_150_as', 'su_180_as', 'mo_0_me', 'mo_30_me', 'mo_45_me', 'mo_51.43_me',
  'mo_60_me', 'mo_72_me', 'mo_90_me', 'mo_120_me', 'mo_135_me', 'mo_150_me',
  'mo_180_me', 'mo_0_ve', 'mo_30_ve', 'mo_45_ve', 'mo_51.43_ve', 'mo_60_ve',
  'mo_72_ve', 'mo_90_ve', 'mo_120_ve', 'mo_135_ve', 'mo_150_ve', 'mo_180_ve',
  'mo_0_ma', 'mo_30_ma', 'mo_45_ma', 'mo_51.43_ma', 'mo_60_ma', 'mo_72_ma',
  'mo_90_ma', 'mo_120_ma', 'mo_135_ma', 'mo_150_ma', 'mo_180_ma', 'mo_0_as',
  'mo_30_as', 'mo_45_as', 'mo_51.43_as', 'mo_60_as', 'mo_72_as', 'mo_90_as',
  'mo_120_as', 'mo_135_as', 'mo_150_as', 'mo_180_as', 'me_0_ve', 'me_30_ve',
  'me_45_ve', 'me_51.43_ve', 'me_60_ve', 'me_72_ve', 'me_90_ve', 'me_120_ve',
  'me_135_ve', 'me_150_ve', 'me_180_ve', 'me_0_ma', 'me_30_ma', 'me_45_ma',
  'me_51.43_ma', 'me_60_ma', 'me_72_ma', 'me_90_ma', 'me_120_ma', 'me_135_ma',
  'me_150_ma', 'me_180_ma', 've_0_ma', 've_30_ma', 've_45_ma', 've_51.43_ma',
  've_60_ma', 've_72_ma', 've_90_ma', 've_120_ma', 've_135_ma', 've_150_ma',
  've_180_ma', 've_0_as', 've_30_as', 've_45_as', 've_51.43_as', 've_60_as',
  've_72_as', 've_90_as', 've_120_as', 've_135_as', 've_150_as', 've_180_as',
  'ma_0_as', 'ma_30_as', 'ma_45_as', 'ma_51.43_as', 'ma_60_as', 'ma_72_as',
  'ma_90_as', 'ma_120_as', 'ma_135_as', 'ma_150_as', 'ma_180_as', 'su_0_ju',
  'su_30_ju', 'su_45_ju', 'su_51.43_ju', 'su_60_ju', 'su_72_ju', 'su_90_ju',
  'su_120_ju', 'su_135_ju', 'su_150_ju', 'su_180_ju', 'mo_0_ju', 'mo_30_ju',
  'mo_45_ju', 'mo_51.43_ju', 'mo_60_ju', 'mo_72_ju', 'mo_90_ju', 'mo_120_ju',
  'mo_135_ju', 'mo_150_ju', 'mo_180_ju', 'su_0_sa', 'su_30_sa', 'su_45_sa',
  'su_51.43_sa', 'su_60_sa', 'su_72_sa', 'su_90_sa', 'su_120_sa', 'su_135_sa',
  'su_150_sa', 'su_180_sa', 'mo_0_sa', 'mo_30_sa', 'mo_45_sa', 'mo_51.43_sa',
  'mo_60_sa', 'mo_72_sa', 'mo_90_sa', 'mo_120_sa', 'mo_135_sa', 'mo_150_sa',
  'mo_180_sa',
];

export function defaultRules(): SynastryRule[] {
  return DEFAULT_RULE_NAMES.map((rules) => ({ rules, communication: 0, connection: 0, energy: 0, stability: 0, isVisible: false }));
}
