import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import { signIn } from './support/signIn';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

async function openMembers(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(() => {
    localStorage.removeItem('userListFilter');
    localStorage.removeItem('columns');
  });
  await page.goto('/members');
  await expect(rows(page).first()).toBeVisible();
}

test('a saved view keeps the filters, sort and columns; it opens from the list and from Ctrl+K, and is deleted', async ({
  page,
}) => {
  await openMembers(page);
  const name = `Blocked women ${Date.now().toString(36)}`;
  // the Blocked tab, women only, sorted by nickname, with the Profession column and without Gender
  await page.getByRole('tab', { name: 'Blocked' }).click();
  await page.locator('th.col-gender .ant-table-filter-trigger').click();
  const dropdown = page.locator('.ant-table-filter-dropdown:visible');
  await dropdown.getByText('Female', { exact: true }).click();
  await dropdown.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('columnheader', { name: /Nickname/ }).click();
  await page.getByRole('button', { name: 'Additional fields' }).click();
  const fields = page.getByRole('dialog');
  await fields.getByRole('checkbox', { name: 'Profession' }).check();
  await fields.getByRole('checkbox', { name: 'Gender' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/gender=f/);
  const address = new URL(page.url()).search;

  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name must not be empty.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('switch', { name: 'Share with all staff' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`View "${name}" saved.`)).toBeVisible();
  const views = page.getByRole('combobox', { name: 'Saved views' });
  await expect(views.locator('..').locator('..')).toContainText(name);

  // another list state, then the view again from the list: its tab, filter, sort and columns
  await page.getByRole('button', { name: /Clear filters/ }).click();
  await page.getByRole('button', { name: 'Additional fields' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Default columns' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('th.col-profession')).toHaveCount(0);
  await expect(page).not.toHaveURL(/gender=f/);
  await pick(page, views, name);
  await expect(page).toHaveURL(/gender=f/);
  await expect(page.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('th.col-profession')).toBeVisible();
  await expect(page.locator('th.col-gender')).toHaveCount(0);
  for (const param of new URLSearchParams(address).keys())
    expect(new URL(page.url()).searchParams.has(param)).toBe(true);

  // from Ctrl+K, on another screen
  await page.goto('/');
  // Ctrl+K is heard once the layout is drawn (its code loads after the page's)
  await expect(page.locator('main[data-path="/"]')).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('combobox', { name: 'Search everything' }).fill(name.slice(0, 12));
  const option = search.getByRole('option').filter({ hasText: name });
  await expect(option).toContainText('Saved view');
  await option.click();
  await expect(page).toHaveURL(/\/members\?.*gender=f/);
  await expect(page.locator('th.col-profession')).toBeVisible();

  await page.getByRole('button', { name: 'Delete view' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete the view "${name}"?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`View "${name}" deleted.`)).toBeVisible();
  await views.click();
  await expect(page.locator('.ant-select-dropdown:visible')).not.toContainText(name);
});
