import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  expectInWindow,
  expectNoSidewaysScroll,
  expectTableFits,
  LAPTOP,
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

test("at 1280×720 Pending Deletion's other columns are in each row's detail, under their titles", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  await page.goto('/deleted?tab=1');
  const table = page.locator('.ant-table-wrapper').first();
  const first = table.locator('tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
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
