import type { CelebrityAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { choose, typeInPicker } from './support/antd';
import { pngBuffer } from './support/png';
import { fillBirthPlace } from './support/places';
import { expectInWindow, expectNoSidewaysScroll, LAPTOP } from './support/layout';
import { signIn, tokenOf } from './support/signIn';

test('Celebrities: add one with place search and image, its chart is computed, edit it, delete it', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `E2e Star ${stamp}`;
  await signIn(page);
  await page.goto('/celebrities');
  await expect(page.getByRole('heading', { name: 'Celebrities' })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Celebrities' }).click();
  await expect(page).toHaveURL(/\/celebrities\/new$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input your full name!')).toBeVisible();
  await expect(page.getByText('Please upload image!')).toBeVisible();
  await expect(page.getByText('Please select your place of birth!')).toBeVisible();

  await page.getByLabel('Full Name').fill(`e2e star ${stamp}`);
  await choose(page, page.locator('form'), 'Gender', 'Female');
  await choose(page, page.locator('form'), 'Celebrity type', 'Bollywood');
  await choose(page, page.locator('form'), 'Cultural region', 'India West');
  await page.getByLabel('Height (cm)').fill('172.5');
  await page.getByLabel('Profession').fill('Actress');
  await choose(page, page.locator('form'), 'Rodden', 'A');
  await choose(page, page.locator('form'), 'Jungian type', 'INFJ');
  await page.getByLabel('Short intro').fill('Actress and producer from Mumbai.');
  await typeInPicker(page.locator('form'), 'Date of birth', '15-May-1990');
  await typeInPicker(page.locator('form'), 'Time of birth', '10:30');
  await fillBirthPlace(page, page, {
    town: 'Mumbai',
    option: /^Mumbai/,
    coordinates: /^19\.\d{4} 72\.\d{4}$/,
    typed: { place: 'Mumbai, India', coordinates: '19.0760 72.8777' },
  });
  await page.getByLabel('Credit', { exact: true }).fill('Birth certificate');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'star.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(page.locator('.ant-upload-list-item-done')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Celebrity added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/celebrities\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb').getByText('Celebrities')).toBeVisible();
  // the chart of the saved birth data, computed on the server: Sun in Taurus, Cancer rising (IST 10:30)
  const points = page.getByRole('table', { name: 'Chart points' });
  await expect(points.getByRole('row', { name: /Sun\s+Taurus/ })).toBeVisible();
  await expect(points.getByRole('row', { name: /Ascendant\s+Cancer/ })).toBeVisible();
  await expect(page.getByText('1990-05-15 10:30 (Asia/Kolkata)')).toBeVisible();
  await expect(page.getByTestId('birth-place-facts')).toContainText('Time zone: Asia/Kolkata');
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);

  await page.getByLabel('Height (cm)').fill('180');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Celebrity updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Height (cm)')).toHaveValue('180.00');

  await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Celebrities' }).click();
  await page.getByRole('searchbox', { name: 'Search name' }).fill(name);
  await expect(page).toHaveURL(/search=E2e/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Bollywood');
  await expect(row).toContainText('Computed');
  await choose(page, page.getByRole('search'), 'Rodden rating', 'B');
  await expect(page).toHaveURL(/rodden=B/);
  await expect(page.getByText('No celebrities match these filters')).toBeVisible();
  await choose(page, page.getByRole('search'), 'Rodden rating', 'A');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this celebrity?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Celebrity deleted successfully')).toBeVisible();
  await expect(row).toBeHidden();
});

test('Celebrities V2: a publish without every introduction is refused with what is missing, then allowed', async ({
  page,
}) => {
  await signIn(page);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const upload = await page.request.post('/api/celebrity/image-upload-s3/new', {
    headers,
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: pngBuffer() }, name: 'a.png' },
  });
  expect(upload.status()).toBe(200);
  const name = `V2 Star ${Date.now()}`;
  const added = await page.request.post('/api/celebrity/add-celebrity', {
    headers,
    data: {
      fullName: name,
      gender: 'm',
      celebrity_type: 'brazilian',
      celebrityRegion: 'south',
      height: 1.8,
      profession: 'Footballer',
      rodden: 'AA',
      jungian_type: 'ESTP',
      publicProfileText: 'Footballer from Rio.',
      dob: '1992-02-05',
      tob: '12:10',
      pob: 'Rio de Janeiro, Brazil',
      geo: { lat: -22.9068, lng: -43.1729 },
      credit: 'Biography',
      celebrity_profiles: [{ type: 'image', url: (await upload.json()).data.url, credit: '' }],
      introduction: [{ language: 'en', short_intro: 'Footballer from Rio.', profession: 'Footballer' }],
    },
  });
  expect(added.status()).toBe(200);
  const celebrity = ((await added.json()) as CelebrityAnswer).data;

  await page.goto(`/newcelebrities/${celebrity._id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: 'Unpublished' })).toBeVisible();
  await page.getByRole('button', { name: 'Compute chart' }).click();
  await expect(page.getByRole('table', { name: 'Chart points' })).toBeVisible();

  // what is missing is said in a sentence, and Publish waits for it
  await expect(
    page.getByText('This celebrity cannot be published yet. It still needs the introduction in Português.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await expect(page.locator('.ant-tag', { hasText: 'Unpublished' })).toBeVisible();

  await page.getByLabel('Short intro (Português)').fill('Jogador de futebol do Rio.');
  await page.getByLabel('Profession (Português)').fill('Jogador de futebol');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Celebrity updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: /^Published$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  await page.goto(`/newcelebrities?status=publish&search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Brazilian');
});

test("at 1280 px both celebrity lists keep each row's name, sorted columns and actions in sight, the rest in the row's detail", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  for (const path of ['/celebrities', '/newcelebrities']) {
    await page.goto(path);
    const first = page.locator('tbody tr.ant-table-row').first();
    await expect(first).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectInWindow(
      page,
      first.getByRole('button', { name: /^Delete / }),
      `${path}: the first row's Delete`,
    );
    await expectInWindow(page, first.getByRole('link').first(), `${path}: the first row's name`);
    if (path === '/newcelebrities')
      await expectInWindow(
        page,
        first.getByRole('button', { name: /^(Publish|Unpublish)$/ }),
        `${path}: the first row's Publish`,
      );
  }
});
