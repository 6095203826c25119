import type { Page } from '@playwright/test';
import { dashboardTooltips, type DashboardAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, LAPTOP, WIDE_LAPTOP } from './support/layout';
import { signIn, tokenOf } from './support/signIn';

/** The demo members the server seeds at start are the data; the page must show what the API answers. */

const windowKeys = ['complete', 'total', 'female', 'male', 'incomplete', 'deleted'] as const;
const overviewKeys = [
  'registrationComplete',
  'registrationUncompleted',
  'onlineMembers',
  'maleMembers',
  'femaleMembers',
  'completeProfileMembers',
  'todayActiveUser',
] as const;

async function answer(page: Page, code?: string): Promise<DashboardAnswer> {
  const res = await page.request.get(`/api/user/dashboardList${code ? `?countryShortName=${code}` : ''}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardAnswer;
}

/** Every figure the page shows, by test id, as numbers. */
async function shown(page: Page): Promise<Record<string, number>> {
  const ids = [
    ...['today', 'weekly', 'monthly'].flatMap((card) => windowKeys.map((key) => `${card}-${key}`)),
    ...overviewKeys.map((key) => `overview-${key}`),
  ];
  const values = await Promise.all(ids.map((id) => page.getByTestId(id).innerText()));
  return Object.fromEntries(ids.map((id, i) => [id, Number((values[i] ?? '').replace(/[^\d]/g, ''))]));
}

function expected(d: DashboardAnswer): Record<string, number> {
  const today = {
    complete: d.todayCompleteRegistration,
    total: d.todayRegistration,
    female: d.todayFemaleRegistration,
    male: d.todayMaleRegistration,
    incomplete: d.todayIncompleteRegistration,
    deleted: d.todayDeleted,
  };
  return {
    ...Object.fromEntries(windowKeys.map((key) => [`today-${key}`, today[key]])),
    ...Object.fromEntries(windowKeys.map((key) => [`weekly-${key}`, d.WeeklyRegistration[key]])),
    ...Object.fromEntries(windowKeys.map((key) => [`monthly-${key}`, d.monthlyRegistration[key]])),
    ...Object.fromEntries(overviewKeys.map((key) => [`overview-${key}`, d[key]])),
  };
}

const country = (page: Page) => page.getByRole('combobox', { name: 'Country' });
const selected = (page: Page) => page.locator('.ant-select:has([aria-label="Country"]) .ant-select-content');

test('REGISTRATION shows the cards and the OVERVIEW figures that dashboardList answers, for All and for India', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('dashboardCountry'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'REGISTRATION' })).toBeVisible();
  for (const title of ["Today's Registration", 'Weekly Registration', 'Monthly Registration', 'OVERVIEW'])
    await expect(page.getByText(title, { exact: true })).toBeVisible();

  const all = await answer(page);
  expect(all.registrationComplete).toBeGreaterThan(1000);
  await expect.poll(() => shown(page)).toEqual(expected(all));

  // a tooltip says what a figure counts
  await page.getByLabel('About Online Members').hover();
  await expect(page.getByRole('tooltip')).toHaveText(dashboardTooltips.onlineMembers);

  // India from the Top Picks: the figures become India's, in the URL and after a reload
  await country(page).click();
  const popup = page.locator('.ant-select-dropdown:visible');
  await expect(popup.getByText('Top Picks', { exact: true })).toBeVisible();
  await popup.getByTitle('India', { exact: true }).click();
  await expect(page).toHaveURL(/country=IN/);
  const india = await answer(page, 'IN');
  expect(india.registrationComplete).toBeLessThan(all.registrationComplete);
  await expect.poll(() => shown(page)).toEqual(expected(india));

  await page.reload();
  await expect(page).toHaveURL(/country=IN/);
  await expect(selected(page)).toContainText('India');
  await expect.poll(() => shown(page)).toEqual(expected(india));
  // without the parameter, local storage remembers the choice
  await page.goto('/');
  await expect(selected(page)).toContainText('India');
  await expect.poll(() => shown(page)).toEqual(expected(india));

  // searching finds a country under its letter
  await country(page).click();
  await country(page).fill('bra');
  await expect(
    page.locator('.ant-select-dropdown:visible').getByTitle('Brazil', { exact: true }),
  ).toBeVisible();
  await country(page).press('Escape');

  // clearing returns to All
  await page.locator('.ant-select:has([aria-label="Country"])').hover();
  await page.locator('.ant-select:has([aria-label="Country"]) .ant-select-clear').click();
  await expect(page).not.toHaveURL(/country=/);
  await expect(selected(page)).toContainText('All');
  await expect.poll(() => shown(page)).toEqual(expected(all));
});

test('at 1280×720 and 1440×900 no figure breaks over two lines, "completed / total" included', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('dashboardCountry'));
  await page.goto('/');
  const figures = page.locator(
    '[data-testid^="today-"], [data-testid^="weekly-"], [data-testid^="monthly-"]',
  );
  const overview = page.locator('[data-testid^="overview-"]');
  await expect(page.getByTestId('monthly-total')).toBeVisible();
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    const what = `${size.width}×${size.height}`;
    await expectNoSidewaysScroll(page, what);
    // a number broken over two lines is drawn as two boxes
    const lines = await figures
      .or(overview)
      .evaluateAll((spans) =>
        spans
          .filter((span) => !span.dataset.testid?.endsWith('-days'))
          .map((span) => [span.dataset.testid, span.getClientRects().length] as const),
      );
    expect(lines.length).toBeGreaterThanOrEqual(3 * 6 + 7);
    expect(
      lines.filter(([, boxes]) => boxes !== 1),
      `${what}: figures on more than one line`,
    ).toEqual([]);
    for (const card of ['today', 'weekly', 'monthly']) {
      const complete = (await page.getByTestId(`${card}-complete`).boundingBox())!;
      const total = (await page.getByTestId(`${card}-total`).boundingBox())!;
      expect(Math.abs(complete.y - total.y), `${what}: ${card}'s completed / total on one line`).toBeLessThan(
        2,
      );
    }
    // "completed / total" sits at the same place under the figures in the three cards
    const captions = await Promise.all(
      ['today', 'weekly', 'monthly'].map(async (card) => {
        const region = page.getByTestId(`card-${card}`);
        const figure = (await region.locator('h2').boundingBox())!;
        const caption = (await region.getByText('completed / total', { exact: true }).boundingBox())!;
        return `${Math.round(caption.x - figure.x)},${Math.round(caption.y - figure.y)}`;
      }),
    );
    expect(
      new Set(captions).size,
      `${what}: the captions' places under their figures: ${captions.join(' | ')}`,
    ).toBe(1);
  }
});
