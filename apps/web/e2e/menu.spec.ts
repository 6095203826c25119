import { expect, test } from './support/fixtures';
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
