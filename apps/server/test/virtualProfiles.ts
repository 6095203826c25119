import type { VirtualProfileRow } from '@orrery/contract';
import { samplePng, type TestContext } from './helpers';

export interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart body of several parts (files and text fields), as a browser sends a multi-file form. */
export function multipartParts(parts: Part[]) {
  const boundary = `----orrery${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'image/png'}`
      : `form-data; name="${part.field}"`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST fakeProfile/upload-image with the parts, as `token`. */
export function postImages(t: TestContext, parts: Part[], token: string | null = t.superadmin.token) {
  const { payload, headers } = multipartParts(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/fakeProfile/upload-image',
    payload,
    headers: { ...headers, ...(token ? t.auth(token) : {}) },
  });
}

/** `n` real PNG files as parts of an upload. */
export async function pngParts(n: number, field = 'file'): Promise<Part[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      field,
      filename: `face-${i + 1}.png`,
      content: await samplePng(40 + i, 30 + i),
    })),
  );
}

let seq = 0;

/** A good row of a virtual-profile file (row numbers and e-mails unique per call). */
export function profileRow(overrides: Partial<VirtualProfileRow> = {}): VirtualProfileRow {
  seq += 1;
  return {
    name: `Virtual ${seq}`,
    email: `virtual${seq}-${Date.now()}@example.com`,
    dob: '1992-06-15T09:30:00.000Z',
    pob: 'Mumbai, Maharashtra, India',
    pobLat: 19.076,
    ponLang: 72.8777,
    age: 34,
    city: 'Pune',
    lat: 18.5204,
    lang: 73.8567,
    bio: 'Likes long walks.',
    jungian_type: 'INFP',
    gender: 'f',
    language: 'en',
    wants_to_meet: 'm',
    purpose: 'friendship',
    ...overrides,
  };
}
