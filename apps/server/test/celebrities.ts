import { expect } from 'vitest';
import type { CelebrityDetail } from '@orrery/contract';
import { multipartFile, samplePng, type TestContext } from './helpers';

/** celebrity/image-upload-s3/{id} with one file, as the form's image picker sends it. */
export async function postCelebrityImage(
  t: TestContext,
  file: Buffer,
  id = 'new',
  token = t.superadmin.token,
) {
  const { payload, headers } = multipartFile('file', 'portrait.png', 'image/png', file);
  return t.app.inject({
    method: 'POST',
    url: `/api/celebrity/image-upload-s3/${id}`,
    payload,
    headers: { ...headers, ...t.auth(token) },
  });
}

export async function uploadCelebrityImage(t: TestContext): Promise<string> {
  const res = await postCelebrityImage(t, await samplePng());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { url: string } }>().data.url;
}

/** A complete Add Celebrity form: Mumbai, 1990-05-15 10:30 (IST), with an uploaded image. */
export async function celebrityBody(t: TestContext, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'shah rukh khan',
    gender: 'm',
    celebrity_type: 'bollywood',
    celebrityRegion: 'IN-W',
    height: 1.73,
    profession: 'Actor',
    rodden: 'AA',
    jungian_type: 'ENFJ',
    publicProfileText: 'Actor and producer.',
    dob: '1990-05-15',
    tob: '10:30',
    pob: 'Mumbai, Maharashtra, India',
    geo: { lat: 19.076, lng: 72.8777 },
    credit: 'Birth certificate',
    celebrity_profiles: [{ type: 'image', url: await uploadCelebrityImage(t), credit: 'Studio' }],
    ...overrides,
  };
}

export async function addCelebrity(t: TestContext, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/celebrity/add-celebrity',
    payload: await celebrityBody(t, overrides),
    headers: t.auth(t.superadmin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CelebrityDetail }>().data;
}

/** The save-member-chart body the console sends for a celebrity's saved birth data. */
export const chartBody = (
  c: Pick<CelebrityDetail, '_id' | 'fullName' | 'gender' | 'dob' | 'tob' | 'geo' | 'pob'>,
) => ({
  name: c.fullName,
  gender: c.gender,
  user: c._id,
  lat: c.geo.lat,
  lng: c.geo.lng,
  alt: 0,
  isDefaultBirthChart: true,
  datetime: `${c.dob}T${c.tob}`,
  tzOffset: 0,
  roddenValue: 1000,
  type: 'person',
  eventType: 'birth',
  _id: c._id,
  pob: c.pob,
  celebrityRegion: 'IN-W',
});
