import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { placeZoneMessages } from '@orrery/contract';
import { placeMessages } from './routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, signedIn = true) =>
  t.app.inject({ method: 'GET', url, headers: signedIn ? t.auth(t.superadmin.token) : {} });
const autocomplete = (text: string) => get(`/api/places/autocomplete?text=${encodeURIComponent(text)}`);

describe('GET /api/places/autocomplete', () => {
  it('answers predictions in the shape of the maps call', async () => {
    const res = await autocomplete('sao pa');
    expect(res.statusCode).toBe(200);
    const { predictions } = res.json<{ predictions: { description: string; placeId: string }[] }>();
    expect(predictions[0]).toEqual({ description: 'São Paulo, São Paulo, Brazil', placeId: '3448439' });
    expect(predictions.length).toBeLessThanOrEqual(10);
    expect((await autocomplete('springfield, illinois')).json().predictions[0].description).toBe(
      'Springfield, Illinois, United States',
    );
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await autocomplete('qqqqzz')).json()).toEqual({ predictions: [] });
    expect((await autocomplete(', india')).json()).toEqual({ predictions: [] });
  });

  it.each([
    ['empty text', '/api/places/autocomplete?text='],
    ['blank text', '/api/places/autocomplete?text=%20%20%09'],
    ['no text', '/api/places/autocomplete'],
    ['a text too long', `/api/places/autocomplete?text=${'a'.repeat(201)}`],
    ['two texts', '/api/places/autocomplete?text=a&text=b'],
  ])('refuses %s with 400', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: placeMessages.noText });
  });

  it.each(['😀', '%', "'; drop table places; --", '\u0000', 'a'.repeat(200), ',,,,', 'ß'])(
    'never fails on odd text %j',
    async (text) => {
      const res = await autocomplete(text);
      expect([200, 400]).toContain(res.statusCode);
    },
  );

  it.each(['%E0%A4%A', '%ED%A0%80', '%FF%FE', '%%%'])('survives the broken encoding %s', async (raw) => {
    expect((await get(`/api/places/autocomplete?text=${raw}`)).statusCode).toBeLessThan(500);
  });

  it('needs a bearer token', async () => {
    const res = await get('/api/places/autocomplete?text=paris', false);
    expect(res.statusCode).toBe(401);
    expect(res.json().valid).toBe(false);
  });
});

describe('GET /api/places/{placeId}', () => {
  it('answers description, location and time zone', async () => {
    const res = await get('/api/places/1275339');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      description: 'Mumbai, Maharashtra, India',
      geometry: { location: { lat: 19.07283, lng: 72.88261 } },
      timezone: 'Asia/Kolkata',
    });
  });

  it('answers 404 for an id no place has', async () => {
    const res = await get('/api/places/999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ valid: false, message: placeMessages.unknownId });
  });

  it.each(['abc', '12ab', '0', '-5', '1.5', '12345678901', '%20'])(
    'refuses the id %j with 400',
    async (id) => {
      const res = await get(`/api/places/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: placeMessages.badId });
    },
  );

  it('needs a bearer token', async () => {
    expect((await get('/api/places/1275339', false)).statusCode).toBe(401);
  });
});

describe('GET /api/places/zone', () => {
  const zone = (query: string) => get(`/api/places/zone?${query}`);

  it('names the country, region, zone and offset at the birth time of typed co-ordinates', async () => {
    // Sandringham, Norfolk: not in the gazetteer (under 500 people); the nearest known place is named
    const res = await zone('lat=52.8298&lng=0.5152&dob=1990-07-01&tob=10:00');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timezone: 'Europe/London',
      country: 'United Kingdom',
      region: 'England',
      nearest: { description: 'Dersingham, England, United Kingdom', km: 1.9 },
      utcOffset: '+01:00',
      ambiguous: false,
      skipped: false,
    });
    expect((await zone('lat=52.8298&lng=0.5152&dob=1990-01-15&tob=10:00')).json().utcOffset).toBe('+00:00');
  });

  it('gives the Australian Sandringham Melbourne time, with its summer and winter offsets', async () => {
    const winter = (await zone('lat=-37.9522&lng=145.0113&dob=1990-07-01&tob=10:00')).json();
    expect(winter).toMatchObject({
      timezone: 'Australia/Melbourne',
      country: 'Australia',
      region: 'Victoria',
      nearest: { description: 'Sandringham, Victoria, Australia', km: 0 },
      utcOffset: '+10:00',
    });
    expect((await zone('lat=-37.9522&lng=145.0113&dob=1990-01-15&tob=10:00')).json().utcOffset).toBe(
      '+11:00',
    );
  });

  it('says when the local time never happened or happened twice, and gives no offset without a date', async () => {
    expect((await zone('lat=51.5074&lng=-0.1278&dob=2021-03-28&tob=01:30')).json()).toMatchObject({
      utcOffset: null,
      skipped: true,
    });
    expect((await zone('lat=51.5074&lng=-0.1278&dob=2021-10-31&tob=01:30')).json()).toMatchObject({
      utcOffset: '+01:00',
      ambiguous: true,
    });
    expect((await zone('lat=51.5074&lng=-0.1278')).json()).toMatchObject({ utcOffset: null, skipped: false });
  });

  it('names no country far out at sea', async () => {
    expect((await zone('lat=0&lng=-30&dob=2000-01-01&tob=12:00')).json()).toEqual({
      timezone: 'Etc/GMT+2',
      country: '',
      region: '',
      nearest: null,
      utcOffset: '-02:00',
      ambiguous: false,
      skipped: false,
    });
  });

  it.each([
    ['lat=91&lng=0', placeZoneMessages.coordinates],
    ['lat=0&lng=-181', placeZoneMessages.coordinates],
    ['lat=abc&lng=0', placeZoneMessages.coordinates],
    ['lng=0', placeZoneMessages.coordinates],
    ['lat=0&lng=0&dob=1990-13-01', placeZoneMessages.dob],
    ['lat=0&lng=0&dob=1990-01-01&tob=25:00', placeZoneMessages.tob],
  ])('refuses %s with 400', async (query, message) => {
    const res = await zone(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
  });

  it('needs a bearer token', async () => {
    expect((await get('/api/places/zone?lat=0&lng=0', false)).statusCode).toBe(401);
  });
});
