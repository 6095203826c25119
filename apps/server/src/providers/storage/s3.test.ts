import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3 } from '../../../test/s3';
import { loadConfig } from '../../config';
import { s3LinkBase, s3Storage } from './s3';
import type { StorageProvider } from './types';

let s3: TestS3;
let storage: StorageProvider;
beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({ ...s3.env, WEB_DIST: '' });
  if (!config.s3) throw new Error('S3_BUCKET did not select S3');
  storage = s3Storage(config.s3);
});
afterAll(async () => {
  vi.useRealTimers();
  await s3?.close();
});

const bytes = Buffer.from('not really a jpeg, but bytes all the same');
const get = async (link: string) => {
  const res = await fetch(link);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};

describe('the S3 storage provider on a local S3 server (s3rver)', () => {
  it('stores under /files/<key> and hands the file out through a presigned GET', async () => {
    const stored = await storage.put('members/m1/a-b_c.jpg', bytes, 'image/jpeg');
    expect(stored).toBe('/files/members/m1/a-b_c.jpg');
    expect(await storage.has(stored)).toBe(true);
    const link = await storage.url(stored);
    expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/members/m1/a-b_c.jpg?`)).toBe(true);
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('7200');
    const res = await get(link);
    expect(res).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(res.body).toEqual(bytes);
  });

  it('keeps one link for the hour, so that browsers keep the image cached', async () => {
    const stored = await storage.put('members/m1/same.jpg', bytes, 'image/jpeg');
    expect(await storage.url(stored)).toBe(await storage.url(stored));
  });

  it('refuses a link whose signature was changed, and one made more than two hours ago', async () => {
    const stored = await storage.put('members/m1/guarded.jpg', bytes, 'image/jpeg');
    const link = await storage.url(stored);
    const tampered = link.replace(
      /(X-Amz-Signature=)(.)/,
      (_all, name: string, c: string) => name + (c === 'a' ? 'b' : 'a'),
    );
    expect((await get(tampered)).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3 * 3_600_000);
    const old = await storage.url(stored);
    vi.useRealTimers();
    expect(old).not.toBe(link);
    expect((await get(old)).status).toBe(403);
  });

  it('reads the stored reference back from its link, and nothing else', async () => {
    const stored = await storage.put('admins/x.jpg', bytes, 'image/jpeg');
    expect(storage.storedOf(await storage.url(stored))).toBe(stored);
    expect(storage.storedOf(stored)).toBe(stored);
    expect(storage.storedOf(`${stored}?e=1&s=2`)).toBe(stored);
    expect(storage.storedOf(`${s3.endpoint}/other-bucket/admins/x.jpg`)).toBeNull();
    expect(storage.storedOf(`${s3.endpoint}/${s3.bucket}/admins/../x.jpg`)).toBeNull();
    expect(storage.storedOf('https://example.com/x.jpg')).toBeNull();
  });

  it('removes a file, answers has() false for it and for anything that is no stored reference', async () => {
    const stored = await storage.put('feedback/f1/shot.jpg', bytes, 'image/jpeg');
    await storage.remove(stored);
    expect(await storage.has(stored)).toBe(false);
    await storage.remove(stored); // removing twice is no error
    expect(await storage.has('/files/../secret.jpg')).toBe(false);
    expect(await storage.has('https://example.com/x.jpg')).toBe(false);
    expect(await storage.url('/files/../x.jpg')).toBe('/files/../x.jpg');
    await expect(storage.put('../escape.jpg', bytes, 'image/jpeg')).rejects.toThrow('not a storage key');
  });

  it('names the origin of its links for the content security policy', () => {
    expect(storage.linkOrigins).toEqual([s3.endpoint]);
    expect(s3LinkBase({ endpoint: undefined, bucket: 'photos', region: 'eu-west-1' })).toBe(
      'https://photos.s3.eu-west-1.amazonaws.com/',
    );
    expect(s3LinkBase({ endpoint: 'https://minio.example.com/s3/', bucket: 'b-1', region: 'x' })).toBe(
      'https://minio.example.com/s3/b-1/',
    );
  });
});
