import { expect, test } from './support/fixtures';
import { LAPTOP } from './support/layout';
import { signIn } from './support/signIn';

const placeholders: [string, string][] = [
  ['/astro/lucky-times', 'Lucky Times'],
  ['/astro/astakuta', 'Aṣṭakūṭa Compatibility System'],
  ['/astro/cyclical-synastry', 'Cyclical Synastry Compatibility System'],
  ['/astro/progressed-synastry', 'Progressed Synastry Compatibility System'],
  ['/astro/protocols', 'Protocols'],
  ['/astro/panchanga', 'Pañcāṅga'],
  ['/astro/astro-ui', 'Astro UI'],
  ['/astro/stations', 'Planetary Stations'],
  ['/astro/swiss-ephemeris', 'Swiss Ephemeris Files'],
];

test('the side menu opens one group at a time and leads to the pages', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('menu').first();

  await menu.getByText('Astrology', { exact: true }).click();
  await expect(menu.getByText('Lucky Times')).toBeVisible();
  await menu.getByText('Settings', { exact: true }).click();
  await expect(menu.getByText('Login Session')).toBeVisible();
  await expect(menu.getByText('Lucky Times')).toBeHidden();

  await menu.getByText('Astrology', { exact: true }).click();
  await expect(menu.getByText('Login Session')).toBeHidden();
  await menu.getByText('Panchanga').click();
  await expect(page).toHaveURL(/\/astro\/panchanga$/);
  await expect(page.getByRole('heading', { name: 'Pañcāṅga' })).toBeVisible();

  await menu.getByText('Analytics', { exact: true }).click();
  await menu.getByText('Churned Users').click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reason Count by Category' })).toBeVisible();
});

test('the group of the current route is open on arrival', async ({ page }) => {
  await signIn(page);
  await page.goto('/forceUpadte');
  const menu = page.getByRole('menu').first();
  await expect(page.getByRole('heading', { name: 'Force Update' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Force Update' })).toBeVisible();
  await expect(menu.getByText('Members')).toBeHidden();

  await page.goto('/members/123');
  await expect(page.getByText('The member id is not valid.')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Members' })).toBeVisible();
});

test('the astrology placeholder pages show their titles', async ({ page }) => {
  await signIn(page);
  for (const [path, title] of placeholders) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('a collapsed menu stays collapsed after a reload, and expands again', async ({ page }) => {
  await signIn(page);
  await page.goto('/members');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await expect(page.locator('.ant-layout-sider-collapsed')).toHaveCount(1);
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
});

test("on a long page at 1280×720 the dark side menu runs to the page's bottom and stays in view", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto('/astro/synastry');
  // whichever set is last (other tests add sets): its rules are drawn
  await expect(page.getByText(/^\d+ visible rules$/)).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'a page longer than three windows').toBeGreaterThan(3 * LAPTOP.height);
  // the dark column itself is as tall as the page (a full-page screenshot shows it to the bottom), not one
  // window's height kept in view
  const sider = page.locator('.ant-layout-sider');
  const column = await sider.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });
  expect(column.top).toBe(0);
  expect(column.height, 'the menu column reaches the bottom').toBeGreaterThanOrEqual(height - 1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2 * LAPTOP.height);
  // scrolled to the bottom, the menu is still there to click
  const entry = page.getByRole('menu').first().getByText('Dashboard', { exact: true });
  await expect(entry).toBeInViewport();
  await entry.click();
  await expect(page).toHaveURL(/\/$/);
});

test('at 1280×720 the entry of the current route is in sight, also when its group is low in the menu', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  const menu = page.getByRole('menu').first();
  for (const [path, label] of [
    ['/astro/swiss-ephemeris', 'Ephemeris Files'],
    ['/fake-image-upload', 'Image Upload'],
    ['/astro/stations', 'Stations'],
  ] as const) {
    await page.goto(path);
    const entry = menu.locator('.ant-menu-item-selected');
    await expect(entry, `${path}: one chosen entry`).toHaveCount(1);
    await expect(entry).toContainText(label);
    await expect(entry, `${path}: its entry in sight`).toBeInViewport({ ratio: 1 });
  }
});
