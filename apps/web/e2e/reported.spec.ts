import type { Page } from '@playwright/test';
import type { ReportedListAnswer, ReportersAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import { utcMinute } from './support/dates';
import {
  expectInWindow,
  expectNoSidewaysScroll,
  expectTableFits,
  LAPTOP,
  WIDE_LAPTOP,
} from './support/layout';
import { signIn } from './support/signIn';

/** The seeded demo data reports about 5.6 % of the members, a few of them 15 to 60 times. */

const rows = (page: Page) => page.locator('.ant-table-wrapper').first().locator('tbody tr.ant-table-row');
const cells = (page: Page, column: string) => rows(page).locator(`td.col-${column}`);

async function openReported(page: Page, query = ''): Promise<void> {
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('reportedListFilter'));
  await page.goto(`/reported${query}`);
  await expect(rows(page).first()).toBeVisible();
}

const toTime = (text: string) => Date.parse(text.replace(/^(\d{2})-(\w{3})-(\d{4}) /, '$2 $1 $3 ') + ' UTC');

test('the reported list shows the members last reported first, as the API answers them', async ({ page }) => {
  await openReported(page);
  await expect(page.getByRole('heading', { name: 'Reported Users' })).toBeVisible();
  const answer = await apiGet<ReportedListAnswer>(page, 'feedback/report/0/20');
  expect(answer.total).toBeGreaterThan(100);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.locator('.ant-pagination-options')).toHaveCount(0);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    `Total ${answer.total.toLocaleString()}`,
  );
  const ids = await cells(page, 'nickName')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(ids).toEqual(answer.items.map((i) => `/report/${i._id}`));
  expect(await cells(page, 'lastReportedAt').allInnerTexts()).toEqual(
    answer.items.map((i) => utcMinute(i.lastReportedAt ?? '')),
  );
  const times = (await cells(page, 'lastReportedAt').allInnerTexts()).map(toTime);
  expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
  expect(await cells(page, 'totalReports').allInnerTexts()).toEqual(
    answer.items.map((i) => String(i.totalReports)),
  );
  // a click on a row keeps the page's ids for Previous/Next of the member detail
  expect(await page.evaluate(() => localStorage.getItem('reportedIds'))).toBeNull();
  await cells(page, 'lastReportedAt').first().click();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('reportedIds') ?? '[]'))).toEqual(
    answer.items.map((i) => i._id),
  );
});

test('the Reporters drawer pages the reports, shows Deleted User and the full text on click', async ({
  page,
}) => {
  await openReported(page, '?sortBy=totalReports&orderBy=desc');
  const top = await apiGet<ReportedListAnswer>(page, 'feedback/report/0/20?sortBy=totalReports&orderBy=desc');
  // a heavily reported member with a deleted reporter on the drawer's first page
  let chosen: { row: number; reports: ReportersAnswer } | null = null;
  for (const [row, item] of top.items.entries()) {
    if (item.totalReports <= 20) break;
    const reports = await apiGet<ReportersAnswer>(page, `feedback/reporters-list/${item._id}/0/20`);
    if (reports.item.some((r) => r.user === null)) {
      chosen = { row, reports };
      break;
    }
  }
  expect(chosen, 'a member reported more than 20 times by someone now deleted').not.toBeNull();
  const { row, reports } = chosen!;
  const member = top.items[row]!;
  await rows(page).nth(row).locator('td.col-totalReports').getByRole('button').click();
  const drawer = page.locator('.reporters-drawer');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`Reporters of ${member.nickName}`);
  const drawerRows = drawer.locator('tbody tr.ant-table-row');
  await expect(drawerRows).toHaveCount(20);
  await expect(drawer.locator('.ant-pagination-total-text')).toHaveText(`Total ${member.totalReports}`);
  const names = await drawer.locator('td.col-user').allInnerTexts();
  expect(names).toEqual(reports.item.map((r) => r.user?.nickName ?? 'Deleted User'));
  expect(await drawer.locator('td.col-reason').allInnerTexts()).toEqual(
    reports.item.map((r) => (r.reason === 'bug_report' ? 'Bug Report' : 'User Report')),
  );

  // a text longer than 17 characters is cut; a click shows all of it
  const long = reports.item.findIndex((r) => r.text.length > 17);
  const cut = drawerRows.nth(long).locator('td.col-text').getByRole('button');
  await expect(cut).toHaveText(`${reports.item[long]!.text.slice(0, 16)}…`);
  await cut.click();
  const modal = page.getByRole('dialog').filter({ has: page.locator('.full-text') });
  await expect(modal.locator('.full-text')).toHaveText(reports.item[long]!.text);
  await expect(modal).not.toHaveClass(/zoom-appear/);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // page 2 of the drawer
  const second = await apiGet<ReportersAnswer>(page, `feedback/reporters-list/${member._id}/20/20`);
  await drawer.locator('.ant-pagination-item-2').click();
  await expect(drawer.locator('td.col-createdAt')).toHaveText(second.item.map((r) => utcMinute(r.createdAt)));
  await expect(drawer.locator('td.col-user')).toHaveText(
    second.item.map((r) => r.user?.nickName ?? 'Deleted User'),
  );
});

test('a report text over 100 characters opens in full; the name opens /report/{id} with the back label Reporter', async ({
  page,
}) => {
  await openReported(page);
  const answer = await apiGet<ReportedListAnswer>(page, 'feedback/report/0/20');
  const withLong = answer.items.findIndex((i) => i.reports.some((r) => r.text.length > 100));
  expect(withLong, 'a report text over 100 characters on the first page').toBeGreaterThanOrEqual(0);
  const report = answer.items[withLong]!.reports.findIndex((r) => r.text.length > 100);
  const text = answer.items[withLong]!.reports[report]!.text;
  // the row shows the latest report; the others of the five show on "+N more"
  if (report > 0) await rows(page).nth(withLong).locator('td.col-reports .reports-more').click();
  const item = rows(page).nth(withLong).locator('td.col-reports li').nth(report);
  await expect(item).toHaveText(`${text.slice(0, 99)}…`);
  await item.getByRole('button').click();
  const modal = page.getByRole('dialog');
  await expect(modal.locator('.full-text')).toHaveText(text);
  await expect(modal).not.toHaveClass(/zoom-appear/);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  const first = answer.items[0]!;
  await cells(page, 'nickName').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/report/${first._id}$`));
  await expect(page.getByRole('button', { name: /(^|\s)Reporter$/ })).toBeVisible();
  await expect(
    page.locator('.ant-breadcrumb').getByRole('link', { name: 'Reporter', exact: true }),
  ).toHaveAttribute('href', '/reported');
  await page.getByRole('button', { name: 'Next User' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/${answer.items[1]!._id}$`));
  await page.getByRole('button', { name: /(^|\s)Reporter$/ }).click();
  await expect(page).toHaveURL(/\/reported$/);
});

test('at 1280×720 a row shows the latest report and "+N more", so that the rows stay compact; nothing is lost', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await openReported(page);
  const answer = await apiGet<ReportedListAnswer>(page, 'feedback/report/0/20');
  await expect(rows(page)).toHaveCount(20);
  await expectNoSidewaysScroll(page, '/reported at 1280');
  // the table itself fits: who, when, how often and the reports in view, the rest in each row's detail
  const table = page.locator('.ant-table-wrapper').first();
  await expectTableFits(table, '/reported at 1280');
  for (const title of ['Name', 'Last Reported', 'Total Reports', 'Reports'])
    await expectInWindow(page, table.getByRole('columnheader', { name: title, exact: true }), title);
  const shown = await table.getByRole('columnheader').allInnerTexts();
  expect(shown).not.toContain('Superlike Count');
  await rows(page).first().getByRole('button', { name: 'Expand row' }).click();
  const detail = table.locator('.row-detail').first();
  await expect(detail.locator('.col-identifier')).toContainText(answer.items[0]!.identifier);
  await expect(
    detail.locator('.ant-descriptions-item-label', { hasText: /^Superlike Count$/ }),
  ).toBeVisible();
  await rows(page).first().getByRole('button', { name: 'Collapse row' }).click();
  const heights = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  // a report cut at 100 takes two or three lines, and "+N more" one: under 100 px, ten rows a screen or so
  expect(Math.max(...heights), 'the tallest row').toBeLessThan(100);
  const five = answer.items.findIndex((i) => i.reports.length === 5);
  expect(five, 'a member with five reports on the first page').toBeGreaterThanOrEqual(0);
  const cell = rows(page).nth(five).locator('td.col-reports');
  await expect(cell.locator('li')).toHaveCount(1);
  await cell.getByRole('button', { name: '+4 more' }).click();
  await expect(cell.locator('li')).toHaveCount(5);
  const texts = answer.items[five]!.reports.map((r) =>
    r.text.length > 100 ? `${r.text.slice(0, 99)}…` : r.text,
  );
  await expect(cell.locator('li')).toHaveText(texts);
  await cell.getByRole('button', { name: 'Show less' }).click();
  await expect(cell.locator('li')).toHaveCount(1);
});

test('at 1440×900 the reported table fits too: a long e-mail breaks inside its column', async ({ page }) => {
  await page.setViewportSize(WIDE_LAPTOP);
  await openReported(page);
  await expect(rows(page)).toHaveCount(20);
  await expectNoSidewaysScroll(page, '/reported at 1440');
  await expect(async () =>
    expectTableFits(page.locator('.ant-table-wrapper').first(), '/reported at 1440'),
  ).toPass({ timeout: 10_000 });
});
