import { expect, test } from './support/fixtures';
import { opened, pick } from './support/antd';
import { signIn } from './support/signIn';

const TAGS = [
  'Bangalore',
  ' BLR ',
  'Silicon Valley',
  'Garden City',
  'Namma Ooru',
  'Pensioners Paradise',
  'Pub City',
];

test('Location List: add a location with tags, edit it with the key locked, More... and the tag viewer, delete with confirmation', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/location-map');
  await expect(page.getByRole('heading', { name: 'Location List' })).toBeVisible();
  await expect(page.getByText('No locations')).toBeVisible();

  // Add: key and tags required
  await page.getByRole('button', { name: 'Add Location' }).click();
  let drawer = page.getByRole('dialog', { name: 'Add Location' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please fill in all the remaining fields.')).toHaveCount(2);

  await pick(page, drawer.getByLabel('Update for'), 'city');
  // the key suggests the gazetteer's place names after 3 letters
  await drawer.getByLabel('Key').fill('Bengal');
  const suggestion = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^bengaluru$/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(drawer.getByLabel('Key')).toHaveValue('bengaluru');
  const tags = drawer.getByLabel('Tags');
  for (const tag of TAGS) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  // the row: lower-cased and trimmed, 5 tags then More...
  const row = page.getByRole('row').filter({ hasText: 'bengaluru' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('city');
  for (const tag of ['bangalore', 'blr', 'silicon valley', 'garden city', 'namma ooru'])
    await expect(row.getByText(tag, { exact: true })).toBeVisible();
  await expect(row.getByText('pub city', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'More...' }).click();
  // by name: a drawer still closing is a dialog too
  const viewer = page.getByRole('dialog', { name: 'Tags of bengaluru' });
  await opened(viewer);
  await expect(viewer.getByTestId('tag-viewer')).toContainText('pensioners paradise');
  await expect(viewer.getByTestId('tag-viewer')).toContainText('pub city');
  await expect(viewer).toContainText('7 tags');
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();

  // Edit: the key is locked, Update for is not offered; a tag added
  await row.getByRole('button', { name: 'Edit location bengaluru' }).click();
  drawer = page.getByRole('dialog', { name: 'Edit Location' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Key')).toBeDisabled();
  await expect(drawer.getByLabel('Key')).toHaveValue('bengaluru');
  await expect(drawer.getByLabel('Update for')).toHaveCount(0);
  await drawer.getByLabel('Tags').fill('Kempegowda');
  await drawer.getByLabel('Tags').press('Enter');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location updated successfully')).toBeVisible();
  await expect(drawer).toBeHidden();
  await row.getByRole('button', { name: 'More...' }).click();
  await expect(viewer).toContainText('8 tags');
  await expect(viewer.getByTestId('tag-viewer')).toContainText('kempegowda');
  await expect(viewer).not.toHaveClass(/zoom-appear/);
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();

  // search by tag, kept in the address
  await pick(page, page.getByLabel('Search by'), 'Tag');
  await page.getByRole('searchbox', { name: 'Search' }).fill('kempe');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/search=kempe/);
  await expect(page).toHaveURL(/searchBy=tag/);
  await expect(row).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('nowhere');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByText('No locations')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row).toHaveCount(1);

  // Delete: No keeps it, Yes deletes it
  await row.getByRole('button', { name: 'Delete location bengaluru' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure to delete Location?' });
  await opened(confirm);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete location bengaluru' }).click();
  await opened(confirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Location deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No locations')).toBeVisible();
});
