import type { Page } from '@playwright/test';
import type { ProfilesListAnswer } from '@orrery/contract';
import { choose } from './support/antd';
import { expect, test } from './support/fixtures';
import { signIn, tokenOf } from './support/signIn';

/** The demo members the server seeds at start: most have a complete registration, some rated. */

const cards = (page: Page) => page.getByTestId('profile-card');
const counter = (page: Page) => page.getByTestId('rated-counter');

async function rated(page: Page): Promise<[number, number]> {
  const text = await counter(page).innerText();
  const [, ratedCount, total] = /Rated ([\d,]+) \/ ([\d,]+)/.exec(text) ?? [];
  return [Number(ratedCount?.replace(/,/g, '')), Number(total?.replace(/,/g, ''))];
}

async function apiList(page: Page, body: Record<string, unknown> = {}): Promise<ProfilesListAnswer> {
  const res = await page.request.post('/api/user/profiles-list', {
    data: body,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as ProfilesListAnswer;
}

async function open(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('Profiles'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profiles' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test('rating an unrated profile raises Rated by one, clearing it lowers it, and the rating is saved', async ({
  page,
}) => {
  await open(page);
  const first = await apiList(page);
  await expect.poll(() => rated(page)).toEqual([first.totalRatedUser, first.totalUser]);
  await expect(cards(page)).toHaveCount(Math.min(100, first.pagination.total));

  await choose(page, page.getByRole('search'), 'Rating', 'Unrated');
  await expect(page).toHaveURL(/rating=unrated/);
  const unrated = await apiList(page, { rating: 'unrated' });
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${unrated.pagination.total.toLocaleString()}`,
  );
  const target = unrated.item[0]!;
  const card = page.locator(`[data-testid="profile-card"][data-id="${target._id}"]`);
  await expect(card.getByRole('radio', { checked: true })).toHaveCount(0);

  const [before, total] = await rated(page);
  await card.getByRole('radio', { name: 'Celeb' }).check();
  await expect.poll(() => rated(page)).toEqual([before + 1, total]);
  await expect
    .poll(async () => (await apiList(page, { search: target._id, searchBy: 'userId' })).item[0]?.rating)
    .toBe('celeb');

  // another value leaves the counter where it is
  await card.getByRole('radio', { name: 'Mis-match' }).check();
  await expect
    .poll(async () => (await apiList(page, { search: target._id, searchBy: 'userId' })).item[0]?.rating)
    .toBe('mis-match');
  expect(await rated(page)).toEqual([before + 1, total]);

  await card.getByRole('button', { name: 'Clear rating' }).click();
  await expect.poll(() => rated(page)).toEqual([before, total]);
  await expect
    .poll(async () => (await apiList(page, { search: target._id, searchBy: 'userId' })).item[0]?.rating)
    .toBeNull();
  await expect(card.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('filters survive a reload, Clear filters restores the grid, and a name opens the member with back label Profiles', async ({
  page,
}) => {
  await open(page);
  const everyone = await apiList(page);
  await choose(page, page.getByRole('search'), 'Gender', 'Female');
  await expect(page).toHaveURL(/gender=f/);
  await choose(page, page.getByRole('search'), 'Rating', 'Unrated');
  await expect(page).toHaveURL(/rating=unrated/);
  const women = await apiList(page, { gender: 'f', rating: 'unrated' });
  await expect
    .poll(() => rated(page))
    .toEqual([(await apiList(page, { gender: 'f' })).totalRatedUser, women.totalUser]);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${women.pagination.total.toLocaleString()}`,
  );
  await expect(cards(page).first().getByRole('radio', { checked: true })).toHaveCount(0);

  // a reload keeps the address; without one, local storage (key Profiles) restores the filters
  await page.reload();
  await expect(page).toHaveURL(/gender=f/);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${women.pagination.total.toLocaleString()}`,
  );
  await page.goto('/profile');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${women.pagination.total.toLocaleString()}`,
  );
  const filters = page.getByRole('search');
  await expect(filters.locator('.ant-select').filter({ hasText: 'Female' })).toBeVisible();
  await expect(filters.locator('.ant-select').filter({ hasText: 'Unrated' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${everyone.pagination.total.toLocaleString()}`,
  );

  // a thumbnail opens the full image
  const withPhoto = everyone.item.find((c) => (c.profiles[0]?.mediaItems.length ?? 0) > 0)!;
  const photoCard = page.locator(`[data-testid="profile-card"][data-id="${withPhoto._id}"]`);
  await photoCard.getByRole('img').first().click();
  await expect(page.locator('.ant-image-preview img')).toHaveAttribute(
    'src',
    withPhoto.profiles[0]!.mediaItems[0]!.filename,
  );
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview img')).toHaveCount(0);

  const target = everyone.item[1]!;
  await page
    .locator(`[data-testid="profile-card"][data-id="${target._id}"]`)
    .getByRole('link', { name: target.nickName })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${target._id}$`));
  await expect(page.getByRole('heading', { name: target.nickName })).toBeVisible();
  await expect(page.getByRole('button', { name: /Profiles$/ })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Profiles' })).toHaveAttribute(
    'href',
    '/profile',
  );
  const ids = await page.evaluate(() => JSON.parse(localStorage.getItem('profileIds') ?? '[]') as string[]);
  expect(ids).toEqual(everyone.item.map((c) => c._id));
});
