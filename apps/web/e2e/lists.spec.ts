import type { Page } from '@playwright/test';
import type { MemberListAnswer } from '@orrery/contract';
import { apiGet } from './support/api';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/** The list pattern shared by every list screen: its state in the address, Previous/Next across pages. */

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const nickLinks = (page: Page) => page.locator('tbody tr.ant-table-row td.col-nickName a');
const hrefs = (page: Page) =>
  nickLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function openMembers(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('userListFilter'));
  await page.goto('/members');
  await expect(rows(page).first()).toBeVisible();
}

test('the address carries the list shown: Blocked page 2 comes back through the menu with tab and page, and its link shows the same', async ({
  page,
}) => {
  await openMembers(page);
  const blocked = await apiGet<MemberListAnswer>(page, 'user/userList/?type=blocked&isBlocked=true&pageNo=2');
  expect(blocked.TotalFilteredUser).toBeGreaterThan(20);
  const blockedPage2 = blocked.items.map((m) => `/members/${m._id}`);

  await page.getByRole('tab', { name: 'Blocked' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/tab=2.*pageNo=2|pageNo=2.*tab=2/);
  await expect.poll(() => hrefs(page)).toEqual(blockedPage2);

  // leave, and come back through the menu (a bare /members link): the address says what is shown
  const menu = page.getByRole('menu').first();
  await menu.getByText('Feedback', { exact: true }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await menu.getByText('Members', { exact: true }).click();
  await expect(page).toHaveURL(/\/members\?.*tab=2/);
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(page.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect.poll(() => hrefs(page)).toEqual(blockedPage2);

  // the copied link, pasted where nothing is remembered, shows the same list
  const link = page.url();
  await page.evaluate(() => localStorage.removeItem('userListFilter'));
  await page.goto('/feedback');
  await page.goto(link);
  await expect(page.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect.poll(() => hrefs(page)).toEqual(blockedPage2);
});

test('Next User on the last member of page 1 opens the first member of page 2; Previous returns; a reload keeps the walk', async ({
  page,
}) => {
  await openMembers(page);
  const page1 = await apiGet<MemberListAnswer>(page, 'user/userList/?pageNo=1&pageLimit=20');
  const page2 = await apiGet<MemberListAnswer>(page, 'user/userList/?pageNo=2&pageLimit=20');
  const last = page1.items[19];
  const next = page2.items[0];
  if (!last || !next) throw new Error('the demo data has fewer than 21 members');
  await expect.poll(() => hrefs(page)).toEqual(page1.items.map((m) => `/members/${m._id}`));

  await nickLinks(page).last().click();
  await expect(page).toHaveURL(new RegExp(`/members/${last._id}$`));
  await expect(page.getByRole('heading', { name: last.nickName })).toBeVisible();
  await page.getByRole('button', { name: 'Next User' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${next._id}$`));
  await expect(page.getByRole('heading', { name: next.nickName })).toBeVisible();

  await page.getByRole('button', { name: 'Previous User' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${last._id}$`));
  await expect(page.getByRole('heading', { name: last.nickName })).toBeVisible();

  // the walk is remembered, not held in memory: after a reload Next still reaches page 2
  await page.reload();
  await expect(page.getByRole('heading', { name: last.nickName })).toBeVisible();
  await page.getByRole('button', { name: 'Next User' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${next._id}$`));
});
