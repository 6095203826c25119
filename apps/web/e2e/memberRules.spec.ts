import type { Page } from '@playwright/test';
import { memberChartTexts, type Member } from '@orrery/contract';
import { apiGet } from './support/api';
import { utcMinute } from './support/dates';
import { expect, test } from './support/fixtures';
import { signIn, tokenOf } from './support/signIn';

/** Member rules a new user tripped on: deleted accounts, adults only, the chart without a birth time. */

const TOO_YOUNG = 'A member must be at least 18 years old.';

let seq = 0;

/** Creates a member through the API (as the Add member drawer does); without `tob` when told. */
async function createMember(page: Page, withTime = true): Promise<Member> {
  seq += 1;
  const stamp = `${Date.now()}-${seq}`;
  const answer = await page.request.post('/api/user/create', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      nickName: `E2E Rules ${stamp}`,
      identifier: `rules-${stamp}@orrery.test`,
      gender: 'f',
      dob: '1990-05-15',
      ...(withTime ? { tob: '10:30' } : {}),
      pob: 'Mumbai, Maharashtra, India',
      geoBirth: { lat: 19.076, lng: 72.8777 },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Member }).data;
}

test('a deleted account opens read-only: deleted since, kept until, no Save', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('deletedListFilter'));
  await page.goto('/deleted');
  const link = page.locator('tbody tr.ant-table-row td.col-nickName a').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/deleted\/[0-9a-f-]{36}$/);
  // its own place: the breadcrumb and the back button lead to Deleted, not Members
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Deleted' })).toHaveAttribute(
    'href',
    '/deleted',
  );
  await expect(page.getByRole('menuitem', { name: 'Deleted' })).toHaveClass(/ant-menu-item-selected/);
  const id = page.url().split('/').pop()!;
  const member = (await apiGet<{ data: Member }>(page, `user/item/${id}`)).data;
  expect(member.isDeleted).toBe(true);

  const notice = page.getByTestId('deleted-notice');
  await expect(notice).toContainText('This account is deleted');
  await expect(notice).toContainText(`Deleted on ${utcMinute(member.deletedAt)} UTC`);
  await expect(notice).toContainText(`kept until ${utcMinute(member.keptUntil)} UTC`);
  await expect(page.locator('.ant-tag', { hasText: /^Deleted$/ })).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: /^Active$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByLabel('Nickname')).toBeDisabled();
  await expect(page.getByRole('button', { name: /Photos \(\d\/6\)/ })).toBeDisabled();
});

test('a birth date under 18 is refused in the member form and in Add member', async ({ page }) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  await expect(page.getByLabel('Date of birth')).toHaveValue('15-May-1990');

  await page.getByLabel('Date of birth').fill('01-Jan-2015');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TOO_YOUNG)).toBeVisible();
  await expect(page.getByText('User has been updated successfully')).toHaveCount(0);
  expect((await apiGet<{ data: Member }>(page, `user/item/${member._id}`)).data.dob).toBe('1990-05-15');

  await page.getByRole('button', { name: 'Add member' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add member' });
  await drawer.getByLabel('Nickname').fill('Too Young');
  await drawer.getByLabel('Email').fill(`too-young-${Date.now()}@orrery.test`);
  await drawer.getByLabel('Date of birth').fill('2015-06-01');
  await drawer.getByRole('button', { name: 'Add member' }).click();
  await expect(drawer.getByText(TOO_YOUNG)).toBeVisible();
  await expect(page.getByText('User has been created successfully')).toHaveCount(0);
});

test('a member without a birth time gets a chart without houses, says why, and no console error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  page.on('response', (res) => {
    if (res.url().includes('/chart') && res.status() >= 400) errors.push(`${res.status()} ${res.url()}`);
  });
  await signIn(page);
  const member = await createMember(page, false);
  await page.goto(`/members/${member._id}`);

  await expect(page.getByText(memberChartTexts.noTime)).toBeVisible();
  const points = page.getByRole('table', { name: 'Chart points' });
  await expect(points.getByRole('row', { name: /^Sun Taurus/ })).toBeVisible();
  await expect(points.getByRole('row', { name: /^Ascendant/ })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Houses' })).toHaveCount(0);
  await expect(page.getByText('1990-05-15 (time unknown)')).toBeVisible();
  expect(errors).toEqual([]);
});
