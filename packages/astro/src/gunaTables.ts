/**
 * The tables of Ashtakoota guna milan, as data. Sources are named in docs/guna-milan.md.
 * Signs are indexed 0 = Aries … 11 = Pisces; nakshatras 0 = Ashwini … 26 = Revati.
 */

export type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra';
export type VashyaGroup = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';
export type Yoni =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';
export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Nadi = 'adi' | 'madhya' | 'antya';
export type Graha = 'su' | 'mo' | 'ma' | 'me' | 'ju' | 've' | 'sa';

export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

/** Varna by sign: water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const VARNA_OF_SIGN: readonly Varna[] = [
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
];
export const VARNA_RANK: Record<Varna, number> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 };

/**
 * Vashya group by sign; Sagittarius and Capricorn change group at 15°:
 * [group of the first half, group of the second half].
 */
export const VASHYA_OF_SIGN: readonly (readonly [VashyaGroup, VashyaGroup])[] = [
  ['chatushpada', 'chatushpada'], // Aries
  ['chatushpada', 'chatushpada'], // Taurus
  ['manava', 'manava'], // Gemini
  ['jalachara', 'jalachara'], // Cancer
  ['vanachara', 'vanachara'], // Leo
  ['manava', 'manava'], // Virgo
  ['manava', 'manava'], // Libra
  ['keeta', 'keeta'], // Scorpio
  ['manava', 'chatushpada'], // Sagittarius
  ['chatushpada', 'jalachara'], // Capricorn
  ['manava', 'manava'], // Aquarius
  ['jalachara', 'jalachara'], // Pisces
];
/** Vashya points, boy's group (row) against girl's group (column), out of 2. */
export const VASHYA_POINTS: Record<VashyaGroup, Record<VashyaGroup, number>> = {
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0.5, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
};

export const YONI_OF_NAKSHATRA: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];
export const YONI_ORDER: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
];
/** Yoni points out of 4 (symmetric), rows and columns in YONI_ORDER. */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export const LORD_OF_SIGN: readonly Graha[] = [
  'ma',
  've',
  'me',
  'mo',
  'su',
  'me',
  've',
  'ma',
  'ju',
  'sa',
  'sa',
  'ju',
];
/** Natural (naisargika) relationships of Parashara: how the row graha regards the others. */
export const GRAHA_FRIENDS: Record<Graha, { friends: readonly Graha[]; enemies: readonly Graha[] }> = {
  su: { friends: ['mo', 'ma', 'ju'], enemies: ['ve', 'sa'] },
  mo: { friends: ['su', 'me'], enemies: [] },
  ma: { friends: ['su', 'mo', 'ju'], enemies: ['me'] },
  me: { friends: ['su', 've'], enemies: ['mo'] },
  ju: { friends: ['su', 'mo', 'ma'], enemies: ['me', 've'] },
  ve: { friends: ['me', 'sa'], enemies: ['su', 'mo'] },
  sa: { friends: ['me', 've'], enemies: ['su', 'mo', 'ma'] },
};
export type Relation = 'friend' | 'neutral' | 'enemy';
/** Maitri points out of 5 for the two views, in either order. */
export const MAITRI_POINTS: Record<`${Relation}-${Relation}`, number> = {
  'friend-friend': 5,
  'friend-neutral': 4,
  'neutral-friend': 4,
  'neutral-neutral': 3,
  'friend-enemy': 1,
  'enemy-friend': 1,
  'neutral-enemy': 0.5,
  'enemy-neutral': 0.5,
  'enemy-enemy': 0,
};

export const GANA_OF_NAKSHATRA: readonly Gana[] = [
  'deva',
  'manushya',
  'rakshasa',
  'manushya',
  'deva',
  'manushya',
  'deva',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
];
/** Gana points out of 6, boy's gana (row) against girl's (column). */
export const GANA_POINTS: Record<Gana, Record<Gana, number>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 1 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

/**
 * Bhakoot points out of 7 by the count of signs from one Moon sign to the other (1…12, counted
 * inclusively from the girl's sign to the boy's): 2/12, 5/9 and 6/8 are inauspicious.
 */
export const BHAKOOT_POINTS: readonly number[] = [7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0];

export const NADI_OF_NAKSHATRA: readonly Nadi[] = [
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
];

/** Tara: the count mod 9 that is inauspicious (Vipat 3, Pratyak 5, Naidhana 7). */
export const TARA_INAUSPICIOUS: readonly number[] = [3, 5, 7];
