import type { Page } from '@playwright/test';
import type { IncompleteProfileAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { signIn, tokenOf } from './support/signIn';

/** The demo members the server seeds at start include about 13 % incomplete registrations. */

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
const cells = (page: Page, column: string) => page.locator(`tbody tr.ant-table-row td.col-${column}`);

async function total(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

async function apiTotal(page: Page, body: Record<string, unknown> = {}): Promise<number> {
  const res = await page.request.post('/api/user/incomplete-profile-list', {
    data: body,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as IncompleteProfileAnswer).pagination.total;
}

async function chooseHeaderFilter(page: Page, column: string, options: string[]): Promise<void> {
  await page.locator(`th.col-${column} .ant-table-filter-trigger`).click();
  const dropdown = page.locator('.ant-table-filter-dropdown:visible');
  for (const option of options) await dropdown.getByText(option, { exact: true }).click();
  await dropdown.getByRole('button', { name: 'OK' }).click();
}

test('filters by gender and OTP status, keeps the filters over a reload, and Clear filters restores the total', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('incompleteProfileFilter'));
  await page.goto('/incomplete-profile');
  await expect(page.getByRole('heading', { name: 'Incomplete Profile' })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  const everyone = await apiTotal(page);
  expect(everyone).toBeGreaterThan(20);
  await expect.poll(() => total(page)).toBe(everyone);
  const otp = new Set(await cells(page, 'otpStatus').allInnerTexts());
  for (const status of otp) expect(['Social', 'Verified', 'Unverified']).toContain(status);

  await chooseHeaderFilter(page, 'gender', ['Female']);
  await expect(page).toHaveURL(/gender=f/);
  const women = await apiTotal(page, { gender: 'f' });
  await expect.poll(() => total(page)).toBe(women);
  expect(women).toBeLessThan(everyone);
  expect(new Set(await cells(page, 'gender').allInnerTexts())).toEqual(new Set(['Female']));

  await chooseHeaderFilter(page, 'otpStatus', ['Social']);
  await expect.poll(() => total(page)).toBe(await apiTotal(page, { gender: 'f', otpStatus: 'social' }));
  await expect
    .poll(async () => new Set(await cells(page, 'otpStatus').allInnerTexts()))
    .toEqual(new Set(['Social']));

  // the filters survive a reload, and without the address local storage remembers them
  await page.reload();
  await expect(page).toHaveURL(/otpStatus=social/);
  await page.goto('/incomplete-profile');
  await expect.poll(() => total(page)).toBe(await apiTotal(page, { gender: 'f', otpStatus: 'social' }));
  expect(new Set(await cells(page, 'gender').allInnerTexts())).toEqual(new Set(['Female']));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => total(page)).toBe(everyone);
  await expect(rows(page)).toHaveCount(20);
});

test('sorts by nickname, searches after a pause and links the nickname to the member', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('incompleteProfileFilter'));
  await page.goto('/incomplete-profile');
  await expect(rows(page)).toHaveCount(20);

  await page.locator('th.col-nickName').click();
  await expect(page).toHaveURL(/sortBy=nickName&orderBy=asc|orderBy=asc.*sortBy=nickName/);
  await expect
    .poll(async () => {
      const names = await cells(page, 'nickName').allInnerTexts();
      return names.every((name, i) => i === 0 || (names[i - 1] ?? '').toLowerCase() <= name.toLowerCase());
    })
    .toBe(true);

  const first = (await cells(page, 'nickName').first().innerText()).replace(/…$/, '');
  await page.getByRole('searchbox', { name: 'Search' }).fill(first);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(first).replace(/%20/g, '(%20|\\+)')}`),
  );
  await expect.poll(() => total(page)).toBe(await apiTotal(page, { search: first, searchBy: 'nickName' }));

  await cells(page, 'nickName').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
});
