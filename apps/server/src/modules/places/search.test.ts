import { describe, expect, it } from 'vitest';
import { normalizeName, wordStarts } from '../../providers/places/normalize';
import {
  buildPlaceIndex,
  describePlace,
  findPlace,
  type PlaceRecord,
} from '../../providers/places/placeIndex';
import { parsePlaceQuery, searchPlaces } from '../../providers/places/search';

describe('normalizeName', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['Zürich', 'zurich'],
    ['ZÜRICH', 'zurich'],
    ['Łódź', 'lodz'],
    ['Ørsta', 'orsta'],
    ['Straße', 'strasse'],
    ['Saint-Étienne', 'saint etienne'],
    ['St. Louis', 'st louis'],
    ["L'Aquila", 'l aquila'],
    ['King’s Lynn', 'king s lynn'],
    ['Ḩā’il', 'ha il'],
    ['Kailua-Kona (Hawaiʻi)', 'kailua kona hawai i'],
    ['  New   York  ', 'new york'],
    ['Þórshöfn', 'thorshofn'],
    ['', ''],
  ])('%s → %s', (text, key) => expect(normalizeName(text)).toBe(key));

  it('finds where later words start', () => {
    expect(wordStarts('new york city')).toEqual([4, 9]);
    expect(wordStarts('paris')).toEqual([]);
  });
});

describe('parsePlaceQuery', () => {
  it('reads the name before the first comma and the region or country terms after it', () => {
    expect(parsePlaceQuery('Springfield, Illinois')).toEqual({ name: 'springfield', within: ['illinois'] });
    expect(parsePlaceQuery('paris, , FR ')).toEqual({ name: 'paris', within: ['fr'] });
    expect(parsePlaceQuery('são pa')).toEqual({ name: 'saopa', within: [] });
    expect(parsePlaceQuery("King's Lynn, Norfolk")).toEqual({ name: 'kingslynn', within: ['norfolk'] });
  });
});

const place = (
  id: number,
  name: string,
  countryCode: string,
  admin1Code: string,
  population: number,
  featureCode = 'PPL',
) => ({ id, name, countryCode, admin1Code, featureCode, population, lat: 1, lng: 2 }) satisfies PlaceRecord;

const records: PlaceRecord[] = [
  place(10, 'Paris', 'FR', '11', 2_138_551, 'PPLC'),
  place(11, 'Paris', 'US', 'TX', 24_171),
  place(12, 'Parisot', 'FR', '76', 1_200),
  place(13, 'Cormeilles-en-Parisis', 'FR', '11', 23_000),
  place(14, 'Springfield', 'US', 'IL', 116_565, 'PPLA'),
  place(15, 'Springfield', 'US', 'MO', 166_810),
  place(16, 'São Paulo', 'BR', '27', 10_021_295, 'PPLA'),
  place(17, 'Zürich', 'CH', 'ZH', 341_730, 'PPLA'),
  place(18, 'Zürich (Kreis 11)', 'CH', 'ZH', 54_260, 'PPLX'),
  place(19, 'Zürichberg', 'CH', 'ZH', 1_000),
  place(20, 'Nowhere', 'XX', '99', 5_000),
  place(21, "King's Lynn", 'GB', 'ENG', 46_093),
  place(22, "L'Aquila", 'IT', '01', 68_503, 'PPLA'),
  place(23, 'Kingsbridge', 'GB', 'ENG', 6_116),
  place(24, 'Ḩā’il', 'SA', '08', 267_005, 'PPLA'),
];
const regions: Record<string, string> = {
  'FR.11': 'Île-de-France',
  'FR.76': 'Occitanie',
  'US.TX': 'Texas',
  'US.IL': 'Illinois',
  'US.MO': 'Missouri',
  'BR.27': 'São Paulo',
  'CH.ZH': 'Zurich',
  'GB.ENG': 'England',
  'IT.01': 'Abruzzo',
  'SA.08': 'Ha’il Region',
};
const countries: Record<string, string> = {
  FR: 'France',
  US: 'United States',
  BR: 'Brazil',
  CH: 'Switzerland',
  GB: 'United Kingdom',
  IT: 'Italy',
  SA: 'Saudi Arabia',
};
const index = buildPlaceIndex(
  records,
  { admin1Name: (c, a) => regions[`${c}.${a}`], countryName: (c) => countries[c] ?? c },
  'test',
);
const search = (text: string) =>
  searchPlaces(index, parsePlaceQuery(text)).map((row) => describePlace(index, row));

describe('searchPlaces', () => {
  it('is accent-insensitive and prefix-based', () => {
    expect(search('sao pa')).toEqual(['São Paulo, São Paulo, Brazil']);
    expect(search('SÃO')).toEqual(['São Paulo, São Paulo, Brazil']);
    expect(search('zurich')[0]).toBe('Zürich, Zurich, Switzerland');
  });

  it('reads apostrophes, hyphens and spaces alike, so "Kings Lynn" finds King\'s Lynn', () => {
    const kingsLynn = ["King's Lynn, England, United Kingdom"];
    expect(search('Kings Lynn')).toEqual(kingsLynn);
    expect(search("King's Lynn")).toEqual(kingsLynn);
    expect(search('King’s Lynn')).toEqual(kingsLynn);
    expect(search('King s Lynn')).toEqual(kingsLynn);
    expect(search('kingslynn')).toEqual(kingsLynn);
    expect(search('kings')).toEqual([...kingsLynn, 'Kingsbridge, England, United Kingdom']);
    expect(search('lynn')).toEqual(kingsLynn);
    expect(search('Kings Lynn, england')).toEqual(kingsLynn);
  });

  it('finds L\'Aquila with or without its article, and Ḩā’il as "Hail"', () => {
    const aquila = ["L'Aquila, Abruzzo, Italy"];
    expect(search("L'Aquila")).toEqual(aquila);
    expect(search('LAquila')).toEqual(aquila);
    expect(search('L Aquila')).toEqual(aquila);
    expect(search('aquila')).toEqual(aquila);
    expect(search('hail')).toEqual(['Ḩā’il, Ha’il Region, Saudi Arabia']);
    expect(search("Ha'il, hail region")).toEqual(['Ḩā’il, Ha’il Region, Saudi Arabia']);
  });

  it('puts the exact name first, then names starting with the text by population, then later words', () => {
    expect(search('pari')).toEqual([
      'Paris, Île-de-France, France',
      'Paris, Texas, United States',
      'Parisot, Occitanie, France',
      'Cormeilles-en-Parisis, Île-de-France, France',
    ]);
    expect(search('parisot')[0]).toBe('Parisot, Occitanie, France');
  });

  it('ranks city sections and historical places after towns', () => {
    expect(search('zur')).toEqual([
      'Zürich, Zurich, Switzerland',
      'Zürichberg, Zurich, Switzerland',
      'Zürich (Kreis 11), Zurich, Switzerland',
    ]);
  });

  it('narrows by region or country after a comma: name, code or start of name', () => {
    expect(search('springfield, illinois')).toEqual(['Springfield, Illinois, United States']);
    expect(search('springfield, il')).toEqual(['Springfield, Illinois, United States']);
    expect(search('paris, fr')).toEqual([
      'Paris, Île-de-France, France',
      'Parisot, Occitanie, France',
      'Cormeilles-en-Parisis, Île-de-France, France',
    ]);
    expect(search('paris, united')).toEqual(['Paris, Texas, United States']);
    expect(search('paris, texas, us')).toEqual(['Paris, Texas, United States']);
    expect(search('paris, japan')).toEqual([]);
  });

  it('answers at most the limit, and nothing for no name', () => {
    expect(searchPlaces(index, parsePlaceQuery('p'), 2)).toHaveLength(2);
    expect(search(', france')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('qqq')).toEqual([]);
  });
});

describe('describePlace and findPlace', () => {
  it('leaves out a region GeoNames does not name and keeps the country code of an unknown country', () => {
    expect(describePlace(index, findPlace(index, 20))).toBe('Nowhere, XX');
  });

  it('finds a place by GeoNames id, and -1 for none', () => {
    expect(describePlace(index, findPlace(index, 16))).toBe('São Paulo, São Paulo, Brazil');
    expect(findPlace(index, 9)).toBe(-1);
    expect(findPlace(index, 25)).toBe(-1);
  });
});
