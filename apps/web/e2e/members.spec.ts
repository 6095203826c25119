import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import { signIn } from './support/signIn';

/** The demo members the server seeds at start (SEED_MEMBERS, 5,000 by default) are the data here. */

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const cells = (page: Page, column: string) => page.locator(`tbody tr.ant-table-row td.col-${column}`);

async function total(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

async function openMembers(page: Page, path = '/members'): Promise<void> {
  await signIn(page);
  await page.evaluate(() => {
    localStorage.removeItem('userListFilter');
    localStorage.removeItem('columns');
  });
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
}

async function chooseHeaderFilter(page: Page, column: string, options: string[]): Promise<void> {
  await page.locator(`th.col-${column} .ant-table-filter-trigger`).click();
  const dropdown = page.locator('.ant-table-filter-dropdown:visible');
  for (const option of options) await dropdown.getByText(option, { exact: true }).click();
  await dropdown.getByRole('button', { name: 'OK' }).click();
}

test('filters by gender and OTP status in the column headers, pages and changes the page size', async ({
  page,
}) => {
  await openMembers(page);
  await expect(rows(page)).toHaveCount(20);
  const everyone = await total(page);
  expect(everyone).toBeGreaterThan(100);

  await chooseHeaderFilter(page, 'gender', ['Female']);
  await expect(page).toHaveURL(/gender=f/);
  await expect.poll(() => total(page)).toBeLessThan(everyone);
  const women = await total(page);
  expect(women).toBeGreaterThan(0);
  expect(new Set(await cells(page, 'gender').allInnerTexts())).toEqual(new Set(['Female']));

  await chooseHeaderFilter(page, 'otpStatus', ['Social']);
  await expect.poll(() => total(page)).toBeLessThan(women);
  expect(new Set(await cells(page, 'otpStatus').allInnerTexts())).toEqual(new Set(['Social']));
  expect(new Set(await cells(page, 'gender').allInnerTexts())).toEqual(new Set(['Female']));

  // paging: page 2 shows other members; a click on a row saves the page's ids for Previous/Next
  const firstPage = await cells(page, 'nickName').allInnerTexts();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect.poll(() => cells(page, 'nickName').allInnerTexts()).not.toEqual(firstPage);
  await cells(page, 'gender').first().click();
  const ids = await page.evaluate(() => JSON.parse(localStorage.getItem('ids') ?? '[]') as string[]);
  expect(ids).toHaveLength(await rows(page).count());

  // the filters survive a reload (URL), and the page-size changer shows 50 a page
  await page.reload();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await pick(page, page.locator('.ant-pagination-options .ant-select'), '50 / page');
  await expect(page).toHaveURL(/pageSize=50/);
  await expect(rows(page)).toHaveCount(Math.min(50, await total(page)));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => total(page)).toBe(everyone);
  await expect(rows(page)).toHaveCount(20);
});

test('age filter, search after a pause and the nickname link', async ({ page }) => {
  await openMembers(page);
  await page.locator('th.col-age .ant-table-filter-trigger').click();
  await page.getByLabel('Age from').fill('30');
  await page.getByLabel('Age to').fill('35');
  await page.locator('.ant-table-filter-dropdown:visible').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/ageMin=30&ageMax=35|ageMax=35.*ageMin=30/);
  const ages = async () => (await cells(page, 'age').allInnerTexts()).map(Number);
  await expect.poll(async () => (await ages()).every((age) => age >= 30 && age <= 35)).toBe(true);
  expect((await ages()).length).toBeGreaterThan(0);

  const name = (await cells(page, 'nickName').first().innerText()).replace('…', '');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect
    .poll(async () =>
      (await cells(page, 'nickName').allInnerTexts()).every((shown) =>
        shown.toLowerCase().includes(name.toLowerCase().slice(0, 10)),
      ),
    )
    .toBe(true);

  const link = cells(page, 'nickName').first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/members\/[0-9a-f-]{36}$/);
});

test('the Additional fields drawer adds and removes columns, and the choice survives a reload', async ({
  page,
}) => {
  await openMembers(page);
  await expect(page.locator('th.col-profession')).toHaveCount(0);
  await expect(page.locator('th.col-gender')).toBeVisible();
  await page.getByRole('button', { name: 'Additional fields' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('checkbox', { name: 'Nickname' })).toBeDisabled();
  await drawer.getByRole('checkbox', { name: 'Profession' }).check();
  await drawer.getByRole('checkbox', { name: 'Gender' }).uncheck();
  await drawer.getByRole('checkbox', { name: 'Build' }).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('th.col-profession')).toBeVisible();
  await expect(page.locator('th.col-gender')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Device Information' })).toBeVisible();

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('th.col-profession')).toBeVisible();
  await expect(page.locator('th.col-build')).toBeVisible();
  await expect(page.locator('th.col-gender')).toHaveCount(0);
  await expect(page.locator('th.col-nickName')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('columns') ?? '[]') as string[]);
  expect(stored).toEqual(expect.arrayContaining(['nickName', 'profession', 'build']));
  expect(stored).not.toContain('gender');
});

test('the Blocked tab lists blocked members; each tab keeps its page', async ({ page }) => {
  await openMembers(page);
  const members = await total(page);
  await page.locator('.ant-pagination-item-3').click();
  await expect(page).toHaveURL(/pageNo=3/);

  await page.getByRole('tab', { name: 'Blocked' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await expect.poll(() => total(page)).toBeLessThan(members);
  expect(await total(page)).toBeGreaterThan(0);
  await expect(cells(page, 'accountStatus').first()).toHaveText('Blocked');
  expect(new Set(await cells(page, 'accountStatus').allInnerTexts())).toEqual(new Set(['Blocked']));
  await expect(page.locator('th.col-accountStatus .ant-table-filter-trigger')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('3');
  await expect.poll(() => total(page)).toBe(members);
});

test('Export downloads the filtered list as CSV', async ({ page }) => {
  await openMembers(page, '/members?tab=2');
  const blocked = await total(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split(/\r\n/);
  expect(lines[0]).toMatch(/^\ufeff?_id,nickName,identifier,/);
  expect(lines.length - 1).toBe(blocked);
  expect(lines.slice(1).every((line) => line.includes(',blocked,'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
});
