import { VIRTUAL_PROFILE_COLUMNS } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { pngBuffer } from './support/png';
import { signIn } from './support/signIn';

/** One CSV line of the sample file's columns. */
function csvLine(values: Record<string, string>): string {
  return VIRTUAL_PROFILE_COLUMNS.map((c) =>
    /[",]/.test(values[c] ?? '') ? `"${values[c]}"` : (values[c] ?? ''),
  ).join(',');
}

function person(tag: string, i: number, change: Record<string, string> = {}): string {
  return csvLine({
    name: `Vp${tag} Person${i}`,
    email: `vp${tag}.${i}@example.com`,
    dob: '1991-07-20T18:45:00.000Z',
    pob: 'Rio de Janeiro, Brazil',
    pobLat: '-22.9068',
    ponLang: '-43.1729',
    age: '35',
    city: 'Niterói',
    lat: '-22.8832',
    lang: '-43.1034',
    bio: 'Sunsets and samba.',
    jungian_type: 'ESFP',
    gender: 'f',
    language: 'pt_BR',
    wants_to_meet: 'm',
    purpose: 'casual_dating',
    ...change,
  });
}

test('Images, then Virtual Profile: upload pictures, import a CSV with one bad row named, create the good rows, see them as members', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await signIn(page);

  // the image library: three pictures in one upload, listed, previewed
  await page.goto('/fake-image-upload');
  await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Image' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Image' });
  await drawer.getByLabel('Title').fill(`Face ${tag}`);
  await drawer.locator('input[type=file]').setInputFiles(
    [1, 2, 3].map((i) => ({
      name: `face-${i}.png`,
      mimeType: 'image/png',
      buffer: pngBuffer(80, 80, [40 * i, 90, 200 - 30 * i]),
    })),
  );
  // the chosen files reach the form once they are listed (Upload reports them a moment later)
  await expect(drawer.getByText('face-3.png')).toBeVisible();
  await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('3 image(s) uploaded successfully')).toBeVisible();
  const rows = page.locator('tbody tr.ant-table-row', { hasText: `Face ${tag}` });
  await expect(rows).toHaveCount(3);
  await rows
    .first()
    .getByRole('button', { name: `Preview Face ${tag}` })
    .click();
  const preview = page.getByRole('dialog', { name: `Face ${tag}` });
  await expect(preview.getByRole('img', { name: `Face ${tag}` })).toBeVisible();
  await expect
    .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // the file: row 2 is refused in the browser and named; rows 1 and 3 are ready
  await page.goto('/virtual-profile');
  await expect(page.getByRole('heading', { name: 'Virtual Profile' })).toBeVisible();
  const csv = [
    VIRTUAL_PROFILE_COLUMNS.join(','),
    person(tag, 1),
    person(tag, 2, { gender: 'x' }),
    person(tag, 3, { gender: 'm', wants_to_meet: 'f' }),
  ].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Data saved to table successfully!')).toBeVisible();
  await expect(page.getByText('people.csv: 2 rows ready, 1 not loaded')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Problems in the file' })).toHaveText(
    'Gender must be f or m in row 2',
  );
  const preview1 = page.locator('tbody tr.ant-table-row', { hasText: `Vp${tag} Person1` });
  const preview3 = page.locator('tbody tr.ant-table-row', { hasText: `Vp${tag} Person3` });
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2);

  // one row alone, then Create all for the rest, with its progress bar
  await preview1.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Row 1 Data uploaded successfully!')).toBeVisible();
  await expect(preview1.getByText('Created', { exact: true })).toBeVisible();
  await expect(preview1.getByRole('button', { name: 'Create User' })).toBeDisabled();
  await page.getByRole('button', { name: 'Create all' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create all' }).click();
  await expect(page.getByText('1 virtual profile created successfully').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Create all progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(preview3.getByText('Created', { exact: true })).toBeVisible();

  // both are members now (role demo), found by name in the members list
  await page.goto(`/members?search=${encodeURIComponent(`Vp${tag}`)}`);
  const members = page.locator('tbody tr.ant-table-row');
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: `Vp${tag} Person1` })).toHaveCount(1);
  await expect(members.filter({ hasText: `Vp${tag} Person3` })).toHaveCount(1);
});
