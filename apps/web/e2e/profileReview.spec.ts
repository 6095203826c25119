import type { Page } from '@playwright/test';
import type { ProfileCard, ProfilesStatusListAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import { signIn, tokenOf } from './support/signIn';

/**
 * Profiles V2 on the seeded demo members: the Pending queue holds members with photos. Each test takes
 * its own member from that queue (by API), so that the tests do not depend on each other's changes.
 */

const SAVED = 'Profile status updated successfully';

async function call<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const token = await tokenOf(page);
  const res = await page.request.fetch(`/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const pendingPage = (page: Page) =>
  call<ProfilesStatusListAnswer>(page, 'profiles/profiles-status-list', { status: 1, pageNo: 1 });
const cardOf = async (page: Page, id: string) =>
  (await call<{ data: ProfileCard }>(page, `profiles/review/${id}`)).data;
const photoCount = (card: ProfileCard) => card.profiles[0]?.mediaItems.length ?? 0;

/** Signs in, forgets the stored list state and opens the Pending tab; answers the queue's first page. */
async function openPending(page: Page): Promise<ProfilesStatusListAnswer> {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('statusProfiles'));
  await page.goto('/profile-status');
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('status-card').first()).toBeVisible();
  return pendingPage(page);
}

/** Finds a tab's card of one member through the UserID search. */
async function findInTab(page: Page, tab: RegExp, id: string) {
  await page.goto('/profile-status');
  await page.getByRole('tab', { name: tab }).click();
  await pick(page, page.getByLabel('Search by', { exact: true }), 'UserID');
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  return page.locator(`[data-testid="status-card"][data-id="${id}"]`);
}

test('the Pending tab: tab order, queue counts, 20 cards, gender filter, Clear filters, tab remembered', async ({
  page,
}) => {
  const list = await openPending(page);
  await expect(page.getByRole('tab')).toHaveText([
    'Old_approved',
    'Approved',
    `Pending${list.pendingTotalCount}`,
    `Reverify_1${list.reverifyOneTotalCount}`,
    `Reverify_2${list.reverifyTwoTotalCount}`,
    'Limited',
    'Blocked',
    'Onhold',
  ]);
  expect(list.pendingTotalCount).toBeGreaterThan(20);
  await expect(page.getByTestId('status-card')).toHaveCount(20);
  await expect(page.locator('.ant-pagination-options')).toHaveCount(0);
  await expect(page.getByTestId('status-card').first().getByRole('link')).toHaveText(list.items[0]!.nickName);
  // gender: only women, the total the API gives for them; Clear filters brings the whole queue back
  const women = await call<ProfilesStatusListAnswer>(page, 'profiles/profiles-status-list', {
    status: 1,
    gender: 'f',
  });
  await pick(page, page.getByLabel('Gender', { exact: true }), 'Female');
  await expect(page).toHaveURL(/gender=f/);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${women.pagination.total.toLocaleString('en')}`,
  );
  for (const text of await page.getByTestId('status-card').allInnerTexts()) expect(text).toContain('Female');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${list.pendingTotalCount.toLocaleString('en')}`,
  );
  // the tab is remembered
  await page.getByRole('tab', { name: 'Limited' }).click();
  await expect(page).toHaveURL(/tab=3/);
  await page.goto('/profile-status');
  await expect(page.getByRole('tab', { name: 'Limited' })).toHaveAttribute('aria-selected', 'true');
});

test('a pending profile reviewed with the keyboard only lands on the next profile and in Approved', async ({
  page,
}) => {
  const list = await openPending(page);
  const at = list.items.findIndex((c, i) => photoCount(c) >= 2 && i + 1 < list.items.length);
  expect(at).toBeGreaterThanOrEqual(0);
  const member = list.items[at]!;
  const next = list.items[at + 1]!;
  await page.locator(`[data-testid="status-card"][data-id="${member._id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(`/profile-status/${member._id}`);
  const panel = page.getByTestId('profile-review');
  await expect(panel.getByTestId('key-legend')).toContainText('Shift+A');
  await expect(panel.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

  // submitting with a photo still pending is refused
  if (member.profiles[0]!.mediaItems.some((p) => p.status === 'pending')) {
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please select a status for all images.')).toBeVisible();
  }
  await page.keyboard.press('Shift+R');
  await expect(panel.getByRole('option', { selected: false }).first()).toHaveAttribute(
    'data-status',
    'rejected',
  );
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('a');
  const second = member.profiles[0]!.mediaItems[1]!;
  await expect(panel.getByTestId(`review-photo-${second.position}`)).toHaveAttribute(
    'data-status',
    'approved',
  );
  await expect(panel.getByTestId(`review-photo-${second.position}`)).toContainText('Profile');
  await page.keyboard.press('Enter');
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(`/profile-status/${next._id}`);

  const reviewed = await cardOf(page, member._id);
  expect(reviewed.userStatus).toBe('approved');
  expect(reviewed.photoStatuses[`p_${second.position}`]).toBe('approved');
  expect(Object.values(reviewed.photoStatuses).filter((s) => s === 'approved')).toHaveLength(1);
  await expect(await findInTab(page, /^Approved/, member._id)).toHaveCount(1);
  await expect(page.getByTestId('status-card')).toHaveCount(1);
});

test('Block needs a comment; with one the member is blocked with every photo rejected', async ({ page }) => {
  const list = await openPending(page);
  const member = list.items.filter((c) => photoCount(c) >= 1).at(-1)!;
  await page.goto(`/profile-status/${member._id}`);
  const panel = page.getByTestId('profile-review');
  await panel.getByRole('switch', { name: 'Block' }).click();
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please add comments before blocking the user.')).toBeVisible();
  expect((await cardOf(page, member._id)).userStatus).toBe('pending');

  await panel.getByLabel('Admin comments').fill('Photos of a celebrity');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  const blocked = await cardOf(page, member._id);
  expect(blocked).toMatchObject({
    userStatus: 'blocked',
    isBlocked: true,
    adminComments: 'Photos of a celebrity',
  });
  expect(new Set(Object.values(blocked.photoStatuses))).toEqual(new Set(['rejected']));
  await expect(await findInTab(page, /^Blocked/, member._id)).toHaveCount(1);
});

test('two moderators on one profile: the stale submit gets 409 and changes nothing', async ({
  page,
  context,
}) => {
  const list = await openPending(page);
  const member = list.items.filter((c) => photoCount(c) >= 1).at(-2)!;
  const other = await context.newPage();
  await page.goto(`/profile-status/${member._id}`);
  await other.goto(`/profile-status/${member._id}`);
  await expect(other.getByTestId('profile-review')).toBeVisible();

  await page.getByRole('button', { name: 'Approve All' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();

  const stale = other.getByTestId('profile-review');
  await stale.getByRole('button', { name: 'Reject All' }).click();
  await stale.getByRole('button', { name: 'Submit' }).click();
  const dialog = other.getByRole('dialog');
  await expect(dialog).toContainText('This profile has changed');
  await expect(dialog).toContainText('This profile was changed by someone else since you opened it');
  await expect(dialog).toContainText('your choices were not saved');
  const kept = await cardOf(page, member._id);
  expect(kept.userStatus).toBe('approved');
  expect(new Set(Object.values(kept.photoStatuses))).toEqual(new Set(['approved']));

  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await expect(stale).toContainText('(approved)');
});

test('the review page reads top to bottom: breadcrumb and title, the review, then the member', async ({
  page,
}) => {
  const list = await openPending(page);
  const member = list.items[0]!;
  await page.goto(`/profile-status/${member._id}`);
  const panel = page.getByTestId('profile-review');
  await expect(panel).toBeVisible();
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  const crumb = await top(page.locator('.ant-breadcrumb'));
  const title = await top(page.getByRole('heading', { level: 3, name: member.nickName }));
  const review = await top(panel);
  const times = await top(page.getByText('Times (UTC)'));
  expect(crumb).toBeLessThan(title);
  expect(title).toBeLessThan(review);
  expect(review).toBeLessThan(times);
  // one way to the next member (Next User, or N); Submit belongs to the review, Save to the member
  await expect(page.getByRole('button', { name: 'Next User' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next profile' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(1);
});

test('at 1024 px wide all eight tabs are shown, none behind "…"', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openPending(page);
  const bar = (await page.locator('.ant-tabs-nav-wrap').boundingBox())!;
  for (const tab of await page.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width, `${await tab.textContent()} inside the tab bar`).toBeLessThanOrEqual(
      bar.x + bar.width + 1,
    );
  }
  await expect(page.locator('.ant-tabs-nav-more')).toBeHidden();
});
