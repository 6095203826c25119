import type { Page } from '@playwright/test';
import type { DeletedListAnswer, IncompleteProfileAnswer } from '@orrery/contract';
import { apiGet, apiPost } from './support/api';
import { isoDay, pickerDay } from './support/dates';
import { expect, test } from './support/fixtures';
import {
  expectInWindow,
  expectNoSidewaysScroll,
  expectTableFits,
  LAPTOP,
  textLines,
  WIDE_LAPTOP,
} from './support/layout';
import { signIn } from './support/signIn';

/**
 * The lists that used to hide columns behind the table's own sideways scroll at 1280 px: each now fits its
 * width, keeps the row's actions in view and puts the columns that do not fit into the row's detail.
 */
interface FittingList {
  path: string;
  /** Column titles that must be in view at both sizes. */
  titles: string[];
  /** A row's action that must be in view. */
  action?: RegExp;
}

const lists: FittingList[] = [
  {
    path: '/admin-login-session',
    titles: ['Admin', 'Token time (UTC)', 'Last seen (UTC)', 'IP'],
    action: /^Delete session of /,
  },
  {
    path: '/deleted?tab=1',
    titles: ['Nickname', 'Email', 'Deleted (UTC)', 'Removed in', 'Reason'],
    action: /^Reason$/,
  },
  {
    path: '/deleted?tab=2',
    titles: ['Reason', 'Suggestion', 'Comment', 'Deleted by', 'Deleted (UTC)'],
    action: /^Comment$/,
  },
  {
    path: '/incomplete-profile',
    titles: [
      'Nickname',
      'Email',
      'Gender',
      'OTP Status',
      'Stage reached',
      'Created',
      'Last edited',
      'Country',
    ],
  },
  {
    path: '/celebrities',
    titles: ['Name', 'Type', 'Date of birth', 'Rodden', 'Created (UTC)'],
    action: /^Delete /,
  },
  {
    path: '/newcelebrities',
    titles: ['Name', 'Type', 'Status', 'Date of birth', 'Rodden', 'Created (UTC)'],
    action: /^(Publish|Unpublish)$/,
  },
  { path: '/virtual-profile', titles: ['#', 'Name', 'Email', 'Status', 'Action'] },
];

/** A title as a pattern that matches it literally (its brackets and # are not pattern signs). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');

async function checkList(page: Page, list: FittingList, what: string): Promise<void> {
  await page.goto(list.path);
  const table = page.locator('.ant-table-wrapper').first();
  await expect(table.locator('tbody tr.ant-table-row, tbody tr.ant-table-placeholder').first()).toBeVisible();
  for (const title of list.titles)
    await expectInWindow(
      page,
      table.getByRole('columnheader', { name: new RegExp(`^${literal(title)}(?: filter.*)?$`) }).first(),
      `${what}: ${title}`,
    );
  if (list.action) {
    const first = table.locator('tbody tr.ant-table-row').first();
    await expectInWindow(
      page,
      first.getByRole('button', { name: list.action }).first(),
      `${what}: the first row's action`,
    );
  }
  await expectTableFits(table, what);
  await expectNoSidewaysScroll(page, what);
}

for (const size of [LAPTOP, WIDE_LAPTOP])
  test(`at ${size.width}×${size.height} the session, deleted, incomplete, celebrity and virtual profile lists fit without a sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page);
    for (const list of lists) await checkList(page, list, `${list.path} at ${size.width}`);
  });

/** Pending Deletion at 1280×720, its first row shown: the table. */
async function pendingAtLaptop(page: Page) {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto('/deleted?tab=1');
  const table = page.locator('.ant-table-wrapper').first();
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  return table;
}

test("at 1280×720 Pending Deletion's other columns are in each row's detail, under their titles", async ({
  page,
}) => {
  const table = await pendingAtLaptop(page);
  const first = table.locator('tbody tr.ant-table-row').first();
  const shown = await table.getByRole('columnheader').allInnerTexts();
  expect(shown).not.toContain('Last login (UTC)');
  await first.getByRole('button', { name: 'Expand row' }).click();
  const detail = table.locator('.row-detail').first();
  for (const title of ['Deleted by', 'Gender', 'Place', 'Joined (UTC)', 'Last login (UTC)'].filter(
    (t) => !shown.includes(t),
  ))
    await expect(
      detail.locator('.ant-descriptions-item-label', {
        hasText: new RegExp(`^${literal(title)}$`),
      }),
    ).toBeVisible();
  await expectNoSidewaysScroll(page, '/deleted at 1280, a row open');
});

test('at 1280×720 Pending Deletion sorts by Joined, a column moved into the detail, from "Sort by"', async ({
  page,
}) => {
  const table = await pendingAtLaptop(page);
  expect(await table.getByRole('columnheader').allInnerTexts()).not.toContain('Joined (UTC)');

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Joined (UTC), descending' }).click();
  await expect(page).toHaveURL(/sortBy=createdAt/);
  await expect(page).toHaveURL(/orderBy=desc/);
  const pending = 'user/deleted-list/?pageNo=1&accountStatus=false&deletedUser=true';
  const names = async (query: string) =>
    (await apiGet<DeletedListAnswer>(page, `${pending}${query}`)).items.map((item) => item.nickName);
  const newest = await names('&sortBy=createdAt&orderBy=desc');
  // the demo data's pending accounts joined in another order than they were deleted in
  expect(newest).not.toEqual(await names(''));
  await expect(table.locator('tbody tr.ant-table-row td.col-nickName')).toHaveText(newest);
  await expect(page.locator('.folded-sort')).toContainText('Joined (UTC), descending');

  // the sort is kept in the address: a reload shows it again, and clearing it turns it off
  await page.reload();
  await expect(page.locator('.folded-sort')).toContainText('Joined (UTC), descending');
  await page.locator('.folded-sort').hover();
  await page.locator('.folded-sort .ant-select-clear').click();
  await expect(page).not.toHaveURL(/sortBy=/);
});

test('at 960×720 Incomplete Profiles filters by Created, a column moved into the detail, from its title above the table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 960, height: 720 });
  await signIn(page);
  await page.goto('/incomplete-profile');
  const table = page.locator('.ant-table-wrapper').first();
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  expect(headers.some((title) => title.startsWith('Created'))).toBe(false);
  const folded = page.getByRole('group', { name: 'Filters of the columns below' });
  const created = folded.getByRole('button', { name: 'Created' });
  await expect(created).not.toHaveClass(/ant-btn-background-ghost/);

  // the column's own date range opens from its title; the rows left are those the API gives for the range
  await created.click();
  const [from, to] = [isoDay(-60), isoDay()];
  const range = page.locator('.ant-popover .ant-picker-range');
  const [start, end] = [range.locator('input').first(), range.locator('input').last()];
  await start.click();
  await start.fill(pickerDay(from));
  await start.press('Enter');
  await end.fill(pickerDay(to));
  await end.press('Enter');
  await expect(page).toHaveURL(new RegExp(`createdStartDate=${from}&createdEndDate=${to}`));
  const query = { pageNo: 1, createdStartDate: from, createdEndDate: to };
  const inRange = await apiPost<IncompleteProfileAnswer>(page, 'user/incomplete-profile-list', query);
  const all = await apiPost<IncompleteProfileAnswer>(page, 'user/incomplete-profile-list', { pageNo: 1 });
  // the demo data has incomplete profiles made before and within the last 60 days
  expect(inRange.pagination.total).toBeGreaterThan(0);
  expect(inRange.pagination.total).toBeLessThan(all.pagination.total);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${inRange.pagination.total.toLocaleString('en-US')}`,
  );
  await expect(table.locator('tbody tr.ant-table-row td:nth-child(2)')).toHaveText(
    inRange.item.map((member) => member.nickName),
  );

  // the filter in force is marked on its button, and kept over a reload
  await expect(created).toHaveClass(/ant-btn-background-ghost/);
  await page.reload();
  await expect(created).toHaveClass(/ant-btn-background-ghost/);
  await expectNoSidewaysScroll(page, '/incomplete-profile at 960, a folded column filtered');
  // the header's App Mode label stays on one line in a window this narrow
  expect(await textLines(page.locator('header').getByText('App Mode', { exact: true }))).toEqual([1]);
});
