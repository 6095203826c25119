import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
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
