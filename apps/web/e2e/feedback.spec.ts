import type { Page } from '@playwright/test';
import type { FeedbackListAnswer, Member } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import {
  expectInWindow,
  expectNoSidewaysScroll,
  expectTableFits,
  LAPTOP,
  WIDE_LAPTOP,
} from './support/layout';
import { signIn } from './support/signIn';

/** The seeded demo data has feedback from about 1 % of the members, some with screenshots. */

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const cells = (page: Page, column: string) => rows(page).locator(`td.col-${column}`);

async function openFeedback(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('feedbackListFilter'));
  await page.goto('/feedback');
  await expect(rows(page).first()).toBeVisible();
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

test('Users Feedback lists the messages newest first and filters by kind', async ({ page }) => {
  await openFeedback(page);
  await expect(page.getByRole('heading', { name: 'Users Feedback' })).toBeVisible();
  const all = await apiGet<FeedbackListAnswer>(page, 'feedback/list/0/20?type=admin');
  expect(all.total).toBeGreaterThan(20);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.locator('.ant-pagination-options')).toHaveCount(0);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`Total ${all.total.toLocaleString()}`);
  await expect(cells(page, 'reason')).toHaveText(all.items.map((i) => cut(i.reason, 40)));
  await expect(cells(page, 'email')).toHaveText(all.items.map((i) => cut(i.email, 40)));
  await expect(cells(page, 'text')).toHaveText(all.items.map((i) => cut(i.text, 80)));

  // a text over 80 characters opens in full
  const long = all.items.findIndex((i) => i.text.length > 80);
  expect(long).toBeGreaterThanOrEqual(0);
  await cells(page, 'text').nth(long).getByRole('button').click();
  const modal = page.getByRole('dialog');
  await expect(modal.locator('.full-text')).toHaveText(all.items[long]!.text);
  await expect(modal).not.toHaveClass(/zoom-appear/);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  const suggestions = await apiGet<FeedbackListAnswer>(page, 'feedback/list/0/20?type=admin&key=suggestion');
  await page.locator('.ant-segmented').getByText('Suggestion', { exact: true }).click();
  await expect(page).toHaveURL(/key=suggestion/);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${suggestions.total.toLocaleString()}`,
  );
  await expect(cells(page, 'kind')).toHaveText(suggestions.items.map(() => 'Suggestion'));
  await expect(cells(page, 'reason')).toHaveText(suggestions.items.map((i) => cut(i.reason, 40)));
  expect(suggestions.total).toBeLessThan(all.total);

  // the filter survives a reload; All brings every kind back
  await page.reload();
  await expect(cells(page, 'kind').first()).toHaveText('Suggestion');
  await page.locator('.ant-segmented').getByText('All', { exact: true }).click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`Total ${all.total.toLocaleString()}`);
});

test('the feedback detail shows the message, opens an attachment in the viewer, and saving the member keeps its roles', async ({
  page,
}) => {
  await openFeedback(page);
  // the newest message with a screenshot, through the list's search on its subject
  let withFile: FeedbackListAnswer['items'][number] | undefined;
  for (let skip = 0; !withFile && skip < 200; skip += 20) {
    const page20 = await apiGet<FeedbackListAnswer>(page, `feedback/list/${skip}/20?type=admin`);
    withFile = page20.items.find((i) => i.attachments.length > 0 && i.memberId);
  }
  expect(withFile, 'a seeded feedback message with an attachment').toBeDefined();
  const item = withFile!;
  await page.goto(`/feedback/${item._id}`);

  const card = page.locator('.feedback-card');
  await expect(card.locator('.feedback-text')).toHaveText(item.text);
  await expect(card).toContainText(item.email);
  await expect(card).toContainText(item.kind === 'bug_report' ? 'Bug report' : 'Suggestion');
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Users Feedback' })).toHaveAttribute(
    'href',
    '/feedback',
  );
  const thumbs = card.locator('.feedback-attachments img');
  await expect(thumbs).toHaveCount(item.attachments.length);
  await thumbs.first().click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', item.attachments[0]!.url);
  const shown = await preview.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(shown).toBe(360);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // the member below, with the member form: save keeps member roles, never a staff role
  const before = (await apiGet<{ data: Member }>(page, `user/item/${item.memberId}`)).data;
  await expect(page.getByRole('link', { name: before.nickName })).toHaveAttribute(
    'href',
    `/members/${item.memberId}`,
  );
  await expect(page.getByRole('button', { name: 'Previous User' })).toHaveCount(0);
  await page.getByLabel('About').fill('Saved from the feedback screen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been updated successfully')).toBeVisible();
  const after = (await apiGet<{ data: Member }>(page, `user/item/${item.memberId}`)).data;
  expect(after.bio).toBe('Saved from the feedback screen');
  expect(after.version).toBe(before.version + 1);
  expect(after.roles).toEqual(before.roles);
  expect(after.roles).not.toContain('admin');
  expect(after.roles).not.toContain('superadmin');
  await expect(page).toHaveURL(new RegExp(`/feedback/${item._id}$`));
});

test('Users Feedback fits 1280 and 1440 px: the text stays in the row, the rest of a row opens below it', async ({
  page,
}) => {
  await openFeedback(page);
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    const what = `/feedback at ${size.width}`;
    await page.setViewportSize(size);
    const table = page.locator('.fitting-table .ant-table-wrapper');
    await expectNoSidewaysScroll(page, what);
    await expect(async () => expectTableFits(table, what)).toPass({ timeout: 10_000 });
    await expectInWindow(page, page.getByRole('columnheader', { name: 'Text' }), `${what}: the Text column`);
    await expect(cells(page, 'text').first()).toBeVisible();
    // what does not fit (Attachments, Modified at least) is in the row's detail
    await expect(page.getByRole('columnheader', { name: 'Modified' })).toHaveCount(0);
    await rows(page)
      .first()
      .getByRole('button', { name: /expand row/i })
      .click();
    await expect(page.locator('.row-detail').first()).toContainText('Modified');
    await rows(page)
      .first()
      .getByRole('button', { name: /collapse row/i })
      .click();
  }
});
