import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/** The seeded demo data holds deleted members pending removal and deletion records already purged. */

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const cells = (page: Page, column: string) => page.locator(`tbody tr.ant-table-row td.col-${column}`);

async function openDeleted(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('deletedListFilter'));
  await page.goto('/deleted');
  await expect(rows(page).first()).toBeVisible();
}

/** The modal a row action opens; answers its text and closes it. */
async function modalText(page: Page, row: number, action: string): Promise<string> {
  await rows(page).nth(row).getByRole('button', { name: action, exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  const text = await modal.locator('.ant-typography').innerText();
  // a click during antd's opening animation can be lost: close once the dialog has settled
  await expect(modal).not.toHaveClass(/zoom-appear/);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  return text.trim();
}

test('Pending Deletion lists deleted members with the retention period and the reason modal', async ({
  page,
}) => {
  await openDeleted(page);
  await expect(page.getByText('Accounts are removed for good 60 days after deletion')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending Deletion' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(20);
  // paging 20 without a size changer
  await expect(page.locator('.ant-pagination-options')).toHaveCount(0);
  expect(
    Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, '')),
  ).toBeGreaterThan(20);

  // the reason modal shows the reason shown in the row, or the empty-reason text
  const reasons = await cells(page, 'reason').allInnerTexts();
  const withReason = reasons.findIndex((r) => r.trim() !== '—');
  expect(withReason).toBeGreaterThanOrEqual(0);
  expect(await modalText(page, withReason, 'Reason')).toBe(reasons[withReason]?.trim());
  const shown = await modalText(page, 0, 'Suggestion');
  expect(shown.length).toBeGreaterThan(0);

  // gender by name, as the other lists show it
  const genders = new Set((await cells(page, 'gender').allInnerTexts()).map((g) => g.trim()));
  expect(
    [...genders].every((g) => ['Male', 'Female', '—'].includes(g)),
    [...genders].join(),
  ).toBe(true);
  expect(genders.has('Male') || genders.has('Female')).toBe(true);

  // the nickname leads to the member, shown as a deleted account under /deleted/{id}
  const link = cells(page, 'nickName').first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/deleted\/[0-9a-f-]{36}$/);
});

test('Permanently Removed shows deletion records, empty texts, and the tab survives a reload', async ({
  page,
}) => {
  await openDeleted(page);
  await page.getByRole('tab', { name: 'Permanently Removed' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(page.getByRole('tab', { name: 'Permanently Removed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(rows(page).first()).toBeVisible();
  await expect(cells(page, 'nickName')).toHaveCount(0); // no personal data is left
  const genders = (await cells(page, 'gender').allInnerTexts()).map((g) => g.trim());
  expect(
    genders.every((g) => ['Male', 'Female', '—'].includes(g)),
    genders.join(),
  ).toBe(true);
  await expect(page.locator('.ant-pagination-options')).toHaveCount(0);

  // a record without a comment: the modal says so
  const comments = await cells(page, 'usersComment').allInnerTexts();
  const noComment = comments.findIndex((c) => c.trim() === '—');
  expect(noComment).toBeGreaterThanOrEqual(0);
  expect(await modalText(page, noComment, 'Comment')).toBe('No Comments found');
  const reasons = await cells(page, 'reason').allInnerTexts();
  const noReason = reasons.findIndex((r) => r.trim() === '—');
  if (noReason >= 0) expect(await modalText(page, noReason, 'Reason')).toBe('No Reason found');

  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/pageNo=2/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Permanently Removed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(rows(page).first()).toBeVisible();

  // back on the first tab its own page is kept (1), and the stored state brings tab 2 back without the URL
  await page.getByRole('tab', { name: 'Pending Deletion' }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await page.getByRole('tab', { name: 'Permanently Removed' }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await page.goto('/deleted');
  await expect(page.getByRole('tab', { name: 'Permanently Removed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('search waits a second and Clear filters brings every row back', async ({ page }) => {
  await openDeleted(page);
  const all = await page.locator('.ant-pagination-total-text').innerText();
  const nick = (await cells(page, 'nickName').first().innerText()).trim();
  await page.getByRole('searchbox', { name: 'Search' }).fill(nick.slice(0, 30));
  await expect(page).toHaveURL(/search=/, { timeout: 3000 });
  await expect(page.locator('.ant-pagination-total-text')).not.toHaveText(all);
  await expect(cells(page, 'nickName').first()).toContainText(nick.slice(0, 10));
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(all);
});
