import type { NameCulture } from './names';

/** A country the app is used in, with its share of members and local habits. */
export interface Market {
  code: string;
  /** Share of members, in percent (the list sums to about 99; about 1 % have no country yet). */
  weight: number;
  names: NameCulture;
  /** App language keys and their weights. */
  languages: readonly (readonly [string, number])[];
  /** Share of Android devices (the rest iOS). */
  android: number;
  miles: boolean;
  /** Indian markets favour sidereal charts and regional chart glyphs. */
  vedic: boolean;
}

const en = [['en', 1]] as const;

/** India and Brazil first, as the product's markets are. */
export const markets: readonly Market[] = [
  {
    code: 'IN',
    weight: 38,
    names: 'indian',
    languages: [
      ['en', 80],
      ['hi', 14],
      ['gu', 6],
    ],
    android: 0.9,
    miles: false,
    vedic: true,
  },
  {
    code: 'BR',
    weight: 27,
    names: 'brazilian',
    languages: [
      ['pt_br', 92],
      ['en', 8],
    ],
    android: 0.82,
    miles: false,
    vedic: false,
  },
  {
    code: 'US',
    weight: 9,
    names: 'anglo',
    languages: [
      ['en', 95],
      ['zh_cn', 2],
      ['hi', 3],
    ],
    android: 0.45,
    miles: true,
    vedic: false,
  },
  {
    code: 'PT',
    weight: 5,
    names: 'portuguese',
    languages: [
      ['pt_pt', 70],
      ['pt_br', 15],
      ['en', 15],
    ],
    android: 0.7,
    miles: false,
    vedic: false,
  },
  {
    code: 'GB',
    weight: 4,
    names: 'anglo',
    languages: [
      ['en', 96],
      ['hi', 4],
    ],
    android: 0.5,
    miles: true,
    vedic: false,
  },
  {
    code: 'CA',
    weight: 1.8,
    names: 'anglo',
    languages: [
      ['en', 85],
      ['fr', 15],
    ],
    android: 0.45,
    miles: false,
    vedic: false,
  },
  { code: 'AU', weight: 1.5, names: 'anglo', languages: en, android: 0.45, miles: false, vedic: false },
  {
    code: 'AE',
    weight: 1.5,
    names: 'arabic',
    languages: [
      ['en', 80],
      ['hi', 20],
    ],
    android: 0.55,
    miles: false,
    vedic: true,
  },
  { code: 'DE', weight: 1.2, names: 'german', languages: en, android: 0.6, miles: false, vedic: false },
  {
    code: 'FR',
    weight: 1.2,
    names: 'french',
    languages: [
      ['fr', 85],
      ['en', 15],
    ],
    android: 0.65,
    miles: false,
    vedic: false,
  },
  { code: 'ES', weight: 1, names: 'hispanic', languages: en, android: 0.8, miles: false, vedic: false },
  { code: 'MX', weight: 1, names: 'hispanic', languages: en, android: 0.8, miles: false, vedic: false },
  { code: 'AR', weight: 0.7, names: 'hispanic', languages: en, android: 0.85, miles: false, vedic: false },
  { code: 'IT', weight: 0.7, names: 'italian', languages: en, android: 0.7, miles: false, vedic: false },
  { code: 'ZA', weight: 0.6, names: 'african', languages: en, android: 0.8, miles: false, vedic: false },
  { code: 'NG', weight: 0.6, names: 'african', languages: en, android: 0.85, miles: false, vedic: false },
  { code: 'PH', weight: 0.6, names: 'filipino', languages: en, android: 0.8, miles: false, vedic: false },
  { code: 'IE', weight: 0.4, names: 'anglo', languages: en, android: 0.5, miles: false, vedic: false },
  {
    code: 'SG',
    weight: 0.4,
    names: 'anglo',
    languages: [
      ['en', 85],
      ['zh_cn', 15],
    ],
    android: 0.5,
    miles: false,
    vedic: true,
  },
  {
    code: 'IS',
    weight: 0.2,
    names: 'anglo',
    languages: [
      ['is', 70],
      ['en', 30],
    ],
    android: 0.5,
    miles: false,
    vedic: false,
  },
  {
    code: 'TW',
    weight: 0.2,
    names: 'anglo',
    languages: [
      ['zh_tw', 80],
      ['en', 20],
    ],
    android: 0.5,
    miles: false,
    vedic: false,
  },
];

/** Percent of members with no country yet (they stopped before the location step). */
export const NO_COUNTRY_WEIGHT = 1;
