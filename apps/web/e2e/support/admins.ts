import { expect, type Page } from '@playwright/test';
import { pngBuffer } from './png';
import { tokenOf } from './signIn';

/**
 * Adds an admin (with an avatar) through the API as the signed-in superadmin of `page`, named `name` and a
 * unique stamp; answers its id, e-mail and name.
 */
export async function addAdmin(page: Page, name: string, password: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const upload = await page.request.post('/api/admin/image-upload', {
    headers,
    multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: pngBuffer(32, 32, [200, 120, 40]) } },
  });
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const nickName = `${name} ${stamp}`;
  const email = `${name.toLowerCase()}-${stamp}@orrery.test`;
  const added = await page.request.post('/api/admin/add-admin', {
    headers,
    data: {
      nickName,
      identifier: email,
      password,
      cPassword: password,
      gender: 'f',
      user_type: 'admin',
      profession: 'Support',
      dob: '1991-02-03',
      tob: '07:45',
      pob: 'Porto, Portugal',
      geo: { lat: 41.1496, lng: -8.611 },
      profiles: [{ type: 'image', url: (await upload.json()).data.url }],
    },
  });
  expect(added.ok()).toBe(true);
  return { id: (await added.json()).data._id as string, email, nickName };
}
