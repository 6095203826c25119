import {
  birthChartSymbols,
  deletionReasons,
  diets,
  drinkingHabits,
  jungianTypes,
  profileRatings,
  religiosities,
  smokingHabits,
  workoutHabits,
} from '@orrery/contract';
import { weighted } from './random';
import { androidModels, iosModels, osVersions } from './devices';
import { markets, NO_COUNTRY_WEIGHT, type Market } from './markets';

/** Weighted choices with plausible frequencies; every enumeration value has a non-zero weight. */
export const pickMarket = weighted<Market | null>([
  ...markets.map((m) => [m, m.weight] as const),
  [null, NO_COUNTRY_WEIGHT],
]);

export const languagePickers = new Map(markets.map((m) => [m.code, weighted(m.languages)]));

/** Age at sign-up: most members are 22–35. */
export const pickAgeBand = weighted<readonly [number, number]>([
  [[18, 21], 14],
  [[22, 27], 28],
  [[28, 34], 26],
  [[35, 44], 18],
  [[45, 54], 9],
  [[55, 70], 5],
]);

/** Jungian types by their usual population shares (ISFJ most, INFJ fewest). */
const mbtiShares: Record<(typeof jungianTypes)[number], number> = {
  ISFJ: 13.8,
  ESFJ: 12,
  ISTJ: 11.6,
  ISFP: 8.8,
  ESTJ: 8.7,
  ESFP: 8.5,
  ENFP: 8.1,
  ISTP: 5.4,
  INFP: 4.4,
  ESTP: 4.3,
  INTP: 3.3,
  ENTP: 3.2,
  ENFJ: 2.5,
  INTJ: 2.1,
  ENTJ: 1.8,
  INFJ: 1.5,
};
export const pickJungian = weighted(jungianTypes.map((t) => [t, mbtiShares[t]] as const));

const shares = <T extends string>(values: readonly T[], weights: readonly number[]) =>
  weighted(values.map((v, i) => [v, weights[i] ?? 1] as const));

export const pickDiet = {
  vedic: shares(diets, [38, 6, 40, 4, 4, 8]),
  other: shares(diets, [9, 4, 68, 6, 4, 9]),
};
export const pickReligiosity = shares(religiosities, [22, 14, 30, 24, 10]);
export const pickDrinking = shares(drinkingHabits, [24, 22, 10, 28, 6, 2, 8]);
export const pickSmoking = shares(smokingHabits, [70, 4, 10, 8, 8]);
export const pickWorkout = shares(workoutHabits, [10, 34, 22, 16, 8, 10]);
export const pickPurpose = shares(
  ['long_term_dating', 'casual_dating', 'friendship', 'networking', 'other'] as const,
  [42, 26, 17, 6, 9],
);
export const pickRelationship = shares(
  ['single', 'divorced', 'separated', 'married', 'engaged'] as const,
  [82, 8, 5, 3, 2],
);
export const pickOrientation = shares(['s', 'b', 'g', 'o'] as const, [84, 8, 6, 2]);
export const pickTier = shares(['free', 'pearl', 'ruby'] as const, [87, 9, 4]);
export const pickChartType = {
  vedic: shares(['ni', 'si', 'ei', 'w'] as const, [45, 30, 15, 10]),
  other: shares(['w', 'ni', 'si', 'ei'] as const, [82, 8, 6, 4]),
};
/** Chart glyphs: regional scripts in Indian markets, western elsewhere. */
export const pickChartSymbol = {
  vedic: shares(birthChartSymbols, [8, 26, 8, 5, 6, 7, 5, 5, 6, 2, 1, 20, 1]),
  other: shares(birthChartSymbols, [60, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 24, 1]),
};
export const pickReason = shares(deletionReasons, [24, 20, 9, 9, 14, 4, 8, 12]);
export const pickRating = shares(profileRatings, [60, 6, 4, 4, 5, 5, 2, 2, 3, 1, 2, 2, 4]);
export const pickUserStatus = shares(
  ['approved', 'pending', 'reverify_2', 'reverify_1', 'limited'] as const,
  [78, 9, 5, 3, 3],
);
export const pickPhotoCount = weighted([
  [1, 10],
  [2, 18],
  [3, 25],
  [4, 20],
  [5, 12],
  [6, 15],
]);
/**
 * Mail domains of the demo members: only names reserved by RFC 2606 / RFC 6761 (example.com, .net,
 * .org, their subdomains, .test), which no mail server delivers to; a few big ones and some smaller
 * ones per market, as real sign-ups have.
 */
export const pickEmailDomain = {
  IN: weighted([
    ['example.com', 78],
    ['mail.example.net', 8],
    ['inbox.example.org', 6],
    ['example.net', 8],
  ]),
  BR: weighted([
    ['example.com', 70],
    ['example.net', 12],
    ['correio.example.org', 8],
    ['caixa.example.org', 4],
    ['mail.example.net', 6],
  ]),
  other: weighted([
    ['example.com', 58],
    ['example.org', 10],
    ['example.net', 14],
    ['mail.example.com', 12],
    ['orrery.test', 6],
  ]),
};
export const pickAndroidModel = weighted(androidModels);
export const pickIosModel = weighted(iosModels);
export const pickOsVersion = {
  android: weighted(osVersions.android),
  ios: weighted(osVersions.ios),
};
