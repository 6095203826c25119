import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlacesProvider, type PlacesProvider } from '../../providers/places';
import { readIndexFile, writeIndexFile } from '../../providers/places/indexFile';
import { buildPlaceIndex } from '../../providers/places/placeIndex';
import { countryNamer } from '../../providers/places/names';
import { textAt } from '../../providers/places/textColumn';

let places: PlacesProvider;
beforeAll(async () => {
  places = createPlacesProvider();
  await places.warm();
});

describe('the gazetteer', () => {
  it('names places "city, region, country"', async () => {
    expect((await places.autocomplete('hyderabad'))[0]).toEqual({
      description: 'Hyderabad, Telangana, India',
      placeId: '1269843',
    });
    expect((await places.autocomplete('sao pa'))[0]?.description).toBe('São Paulo, São Paulo, Brazil');
    expect((await places.autocomplete('zurich'))[0]?.description).toBe('Zürich, Zurich, Switzerland');
  });

  it('names the region of today, where GeoNames renumbered the divisions since the city data', async () => {
    expect((await places.autocomplete('hanoi'))[0]?.description).toBe('Hanoi, Hanoi, Vietnam');
    expect((await places.autocomplete('bergen'))[0]?.description).toBe('Bergen, Vestland, Norway');
  });

  it('finds villages of 500 people and more (GeoNames cities500), accents and case aside', async () => {
    expect((await places.autocomplete('urzig'))[0]).toEqual({
      description: 'Ürzig, Rheinland-Pfalz, Germany',
      placeId: '2818121',
    });
    expect((await places.autocomplete('SOLDEU'))[0]?.description).toBe('Soldeu, Canillo, Andorra');
  });

  it('keeps the places GeoNames dropped from its newer lists since the older one', async () => {
    expect((await places.autocomplete('etobicoke'))[0]?.description).toBe('Etobicoke, Ontario, Canada');
  });

  it('reads punctuation as nothing: "Kings Lynn" finds King\'s Lynn, "aquila" L\'Aquila', async () => {
    for (const text of ['Kings Lynn', "King's Lynn", 'kings lynn, england', 'KINGS-LYNN']) {
      expect((await places.autocomplete(text))[0]?.description).toBe("King's Lynn, England, United Kingdom");
    }
    for (const text of ["L'Aquila", 'L Aquila', 'laquila', 'aquila, abruzzo']) {
      expect((await places.autocomplete(text))[0]?.description).toBe("L'Aquila, Abruzzo, Italy");
    }
  });

  it('answers at most ten predictions, the most populous first', async () => {
    const predictions = await places.autocomplete('s');
    expect(predictions).toHaveLength(10);
    expect(predictions.map((p) => p.description)).toContain('São Paulo, São Paulo, Brazil');
  });

  it('narrows with a comma', async () => {
    const [first] = await places.autocomplete('paris, us');
    expect(first?.description).toMatch(/^Paris, \w+, United States$/);
    expect((await places.autocomplete('springfield, illinois'))[0]?.description).toBe(
      'Springfield, Illinois, United States',
    );
  });

  it.each([
    ['1275339', 'Mumbai, Maharashtra, India', 'Asia/Kolkata'],
    ['3448439', 'São Paulo, São Paulo, Brazil', 'America/Sao_Paulo'],
    ['5128581', 'New York City, New York, United States', 'America/New_York'],
    ['2657896', 'Zürich, Zurich, Switzerland', 'Europe/Zurich'],
  ])('gives place %s its co-ordinates and time zone', async (placeId, description, timezone) => {
    const detail = await places.detail(placeId);
    expect(detail).toMatchObject({ description, timezone });
    expect(detail?.geometry.location.lat).toEqual(expect.any(Number));
  });

  it('takes any text without failing', async () => {
    for (const text of ['\ud800', '\u0000', '😀😀', ',', 'ǅ', '\u0301', 'İstanbul']) {
      await expect(places.autocomplete(text)).resolves.toEqual(expect.any(Array));
    }
    expect((await places.autocomplete('İSTANBUL'))[0]?.description).toBe('Istanbul, Istanbul, Türkiye');
  });

  it('answers null for an id it does not have or that is not one', async () => {
    expect(await places.detail('999999999')).toBeNull();
    expect(await places.detail('0')).toBeNull();
    expect(await places.detail('abc')).toBeNull();
    expect(await places.detail('99999999999999999999')).toBeNull();
  });
});

describe('country names', () => {
  it('uses the names of addresses', () => {
    const name = countryNamer();
    expect(name('IN')).toBe('India');
    expect(name('US')).toBe('United States');
    expect(name('CD')).toBe('Democratic Republic of the Congo');
    expect(name('BA')).toBe('Bosnia and Herzegovina');
    expect(name('??')).toBe('??');
  });
});

describe('the index file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'orrery-places-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const tiny = buildPlaceIndex(
    [
      {
        id: 1,
        name: 'Aa',
        countryCode: 'FR',
        admin1Code: '11',
        featureCode: 'PPL',
        population: 5,
        lat: 1,
        lng: 2,
      },
    ],
    { admin1Name: () => 'Île-de-France', countryName: () => 'France' },
    'source-1',
  );

  it('reads back what it wrote, and tells a missing, stale or broken file', async () => {
    const file = join(dir, 'places.bin');
    await writeIndexFile(file, tiny);
    const read = await readIndexFile(file, 'source-1');
    expect('index' in read && textAt(read.index.names, 0)).toBe('Aa');
    expect(await readIndexFile(file, 'source-2')).toEqual({ problem: 'stale' });
    expect(await readIndexFile(join(dir, 'none.bin'), 'source-1')).toEqual({ problem: 'missing' });
    await writeFile(join(dir, 'broken.bin'), 'not an index');
    expect(await readIndexFile(join(dir, 'broken.bin'), 'source-1')).toEqual({ problem: 'unreadable' });
    const cut = (await readFile(file)).subarray(0, -8);
    await writeFile(join(dir, 'cut.bin'), cut);
    expect(await readIndexFile(join(dir, 'cut.bin'), 'source-1')).toEqual({ problem: 'unreadable' });
  });

  // reading the three gazetteer packages is slow, slower still on a busy machine
  it('builds the index in memory when its file is missing', { timeout: 180_000 }, async () => {
    const fresh = createPlacesProvider({ indexFile: join(dir, 'absent.bin') });
    expect((await fresh.autocomplete('mumbai'))[0]?.placeId).toBe('1275339');
  });
});
