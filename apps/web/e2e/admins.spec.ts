import { expect, test } from './support/fixtures';
import { choose, typeInPicker } from './support/antd';
import { pngBuffer } from './support/png';
import { fillBirthPlace } from './support/places';
import { signIn, tokenOf } from './support/signIn';

test('a superadmin adds, edits and deletes an admin', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E Admin ${stamp}`;
  const email = `e2e-${stamp}@orrery.test`;
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('textbox', { name: 'Display Name' })).toBeVisible();

  await drawer.getByRole('button', { name: 'Add Admin' }).click();
  await expect(drawer.getByText('Please enter display name!')).toBeVisible();
  await expect(page.getByText('No image uploaded')).toBeVisible();

  await drawer.getByLabel('Display Name').fill(name);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByLabel('Password', { exact: true }).fill('E2e-password-123');
  await drawer.getByLabel('Confirm Password').fill('something else');
  await expect(drawer.getByText("Two inputs don't match!")).toBeVisible();
  await drawer.getByLabel('Confirm Password').fill('E2e-password-123');
  await choose(page, drawer, 'Gender', 'Female');
  await choose(page, drawer, 'User Type', 'Admin');
  await drawer.getByLabel('Profession').fill('Astrologer');
  await typeInPicker(drawer, 'Date of birth', '15-Jan-1990');
  await typeInPicker(drawer, 'Time of birth', '08:30');

  await fillBirthPlace(page, drawer, {
    town: 'London',
    option: /^London, England, United Kingdom$/,
    coordinates: /^51\.\d{4} -0\.\d{4}$/,
    typed: { place: 'London, England', coordinates: '51.5085 -0.1257' },
  });

  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(drawer.locator('.ant-upload-list-item-done')).toBeVisible();
  await drawer.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Admin added successfully')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/search=E2E/);
  // the filtered page is drawn (the whole list, shown while it loads, holds the new admin too: a click on
  // it then lands on the table's loading mask)
  await expect(page.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(1);
  const link = page.getByRole('link', { name });
  await link.click();

  await expect(page).toHaveURL(/\/admin\/[0-9a-f-]{36}$/);
  await expect(page.locator('.ant-breadcrumb').getByText('Admins')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Profession').fill('Astronomer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Admin updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Astronomer');

  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this admin?');
  // the deleted admin is not fetched again (its 404 showed a red "Admin not found" beside the success)
  const refetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/get-admin/')) refetched.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Admin deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await expect(page.getByRole('link', { name })).toBeHidden();
  await expect(page.getByText('Admin not found')).toHaveCount(0);
  expect(refetched).toEqual([]);
});

test('an edit made elsewhere since loading answers 409 and offers to reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Superadmin' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@orrery.local');
  const id = page.url().split('/').pop() ?? '';
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const current = await (await page.request.get(`/api/admin/get-admin/${id}`, { headers })).json();
  const admin = current.data;

  // The superadmin of a fresh server has no profile yet: fill what the form needs, then change it behind its back.
  const upload = await page.request.post('/api/admin/image-upload', {
    headers,
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: pngBuffer() } },
  });
  const url = (await upload.json()).data.url as string;
  const fields = {
    nickName: admin.nickName,
    identifier: admin.identifier,
    gender: 'f',
    user_type: 'superadmin',
    profession: 'Founder',
    dob: '1980-05-05',
    tob: '10:00',
    pob: 'Lisbon, Portugal',
    geo: { lat: 38.7167, lng: -9.1333 },
    profiles: [{ type: 'image', url }],
  };
  const first = await page.request.put(`/api/admin/update-admin/${id}`, {
    headers,
    data: { ...fields, version: admin.version },
  });
  expect(first.ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Profession')).toHaveValue('Founder');
  const loaded = (await first.json()).data.version as number;
  const second = await page.request.put(`/api/admin/update-admin/${id}`, {
    headers,
    data: { ...fields, profession: 'Chief Astrologer', version: loaded },
  });
  expect(second.ok()).toBe(true);

  await page.getByLabel('Profession').fill('My stale edit');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This admin has changed');
  await expect(dialog).toContainText('changed by someone else');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Profession')).toHaveValue('Chief Astrologer');
});

test('an admin (not superadmin) sees the admin screens read-only', async ({ page, browser, baseURL }) => {
  await signIn(page);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const upload = await page.request.post('/api/admin/image-upload', {
    headers,
    multipart: { file: { name: 'b.png', mimeType: 'image/png', buffer: pngBuffer(32, 32, [20, 160, 90]) } },
  });
  const stamp = Date.now();
  const email = `reader-${stamp}@orrery.test`;
  const added = await page.request.post('/api/admin/add-admin', {
    headers,
    data: {
      nickName: `Reader ${stamp}`,
      identifier: email,
      password: 'Reader-password-1',
      cPassword: 'Reader-password-1',
      gender: 'm',
      user_type: 'admin',
      profession: 'Support',
      dob: '1990-01-01',
      tob: '09:15',
      pob: 'Porto, Portugal',
      geo: { lat: 41.1496, lng: -8.611 },
      profiles: [{ type: 'image', url: (await upload.json()).data.url }],
    },
  });
  expect(added.ok()).toBe(true);

  const context = await browser.newContext({ baseURL });
  const reader = await context.newPage();
  await signIn(reader, email, 'Reader-password-1');
  await reader.goto('/admin');
  await expect(reader.getByRole('link', { name: `Reader ${stamp}` })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Add Admin' })).toHaveCount(0);
  await reader.getByRole('link', { name: `Reader ${stamp}` }).click();
  await expect(reader.getByLabel('Profession')).toBeDisabled();
  await expect(reader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await context.close();
});
