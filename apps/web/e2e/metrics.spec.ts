import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import type {
  ActivityCountAnswer,
  AnalyticsChartFilter,
  AnalyticsListAnswer,
  CohortAnswer,
  CompletionRatioAnswer,
  DeviceCountAnswer,
  OnboardingCountAnswer,
  UniqueSessionsAnswer,
} from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import { apiGet } from './support/api';
import { e2eEnv } from './support/env';
import { signIn, tokenOf } from './support/signIn';
import { expectNoSidewaysScroll, LAPTOP, WIDE_LAPTOP } from './support/layout';

/** The demo members and their generated events are the data: each screen must show what the API answers. */

async function apiPost<T>(page: Page, path: string, body: AnalyticsChartFilter): Promise<T> {
  const res = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** A chart's default: the last `days` days up to today (10 on the metrics and device charts), every country and gender. */
function lastDays(days = 10): AnalyticsChartFilter {
  const today = dayjs();
  return {
    countryShortName: null,
    gender: null,
    forTime: 'custom',
    fromDate: today.subtract(days - 1, 'day').format('YYYY-MM-DD'),
    toDate: today.format('YYYY-MM-DD'),
  };
}

/**
 * The demo events reach the charts through the roll-up job, which runs once at start in chunks: wait until it
 * logged that it caught up (or, on a database rolled up before, counted nothing new), so that the API's
 * figures no longer move under the test.
 */
async function eventsRolledUp(page: Page): Promise<void> {
  const caughtUp = () => {
    const log = readFileSync(e2eEnv.logFile, 'utf8');
    return log.includes('analytics roll-ups caught up') || !log.includes('analytics roll-up: chunk counted');
  };
  await expect
    .poll(
      async () =>
        caughtUp() &&
        (await apiPost<ActivityCountAnswer>(page, 'analytics/activity-count', lastDays())).data.some(
          (r) => r.count > 0,
        ),
      { message: 'the demo events are rolled up', timeout: 45_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The figures a chart draws, from its data table: one list of numbers per series column. */
async function drawn(chart: Locator): Promise<number[][]> {
  const table = chart.getByTestId('chart-data');
  await expect(table).toBeAttached();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
    );
  return rows.map((cells) => cells.slice(1).map(Number));
}

const countsOf = (rows: readonly { count: number }[]) => rows.map((r) => [r.count]);

/** The chart draws these figures, or says 'No data available' when every one is zero. */
async function expectFigures(chart: Locator, figures: number[][]): Promise<void> {
  if (figures.every((row) => row.every((v) => v === 0))) {
    await expect(chart.getByText('No data available')).toBeVisible();
    return;
  }
  await expect.poll(() => drawn(chart), { timeout: 30_000 }).toEqual(figures);
}

// every test signs in and waits for the start-up roll-up: until then the figures move and PGlite is busy
test.beforeEach(async ({ page }) => {
  await signIn(page);
  await eventsRolledUp(page);
});

test('PMF Metrics shows the activity, unique sessions and cohort figures the API answers', async ({
  page,
}) => {
  const body = lastDays();
  const activity = await apiPost<ActivityCountAnswer>(page, 'analytics/activity-count', body);
  const unique = await apiPost<UniqueSessionsAnswer>(page, 'analytics/unique-users-session', body);
  const cohorts = await apiPost<CohortAnswer>(page, 'analytics/user-cohort-retention', body);
  await page.goto('/metrics');
  await expect(page.getByRole('heading', { name: 'PMF Metrics' })).toBeVisible();
  await expectFigures(card(page, 'User Activity (DAU/WAU/MAU)'), countsOf(activity.data));
  await expectFigures(card(page, 'Unique Users Sessions Counts'), countsOf(unique.data));

  // the cohort table, far below the ten charts, is drawn (and its code loaded) once scrolled near
  const table = page.getByTestId('cohort-table');
  await expect(table).toHaveCount(0);
  await card(page, 'User Cohort').scrollIntoViewIfNeeded();
  for (const row of cohorts.data.data) {
    const line = table.getByRole('row').filter({ hasText: row.acquisitionDate });
    const cells = row.cells.filter((c) => c !== null);
    await expect(line.getByTestId('cohort-badge')).toHaveText(
      cells.map((c) => `${Number.isInteger(c.percentage) ? c.percentage : c.percentage.toFixed(1)}%`),
    );
  }

  // each chart explains what it counts
  await page.getByLabel('About User Activity (DAU/WAU/MAU)').hover();
  await expect(page.getByRole('tooltip')).toContainText('Distinct members active');

  // the cohort table's CSV: a line per acquisition date under its header
  const download = page.waitForEvent('download');
  await card(page, 'User Cohort').getByRole('button', { name: 'Download CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Acquisition date,Total users,Day 0 count,Day 0 retention \(%\)/);
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(cohorts.data.data.map((r) => r.acquisitionDate));

  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `${size.width}×${size.height}`);
  }
});

test('a filter change reloads the chart with the new figures and goes into the address', async ({ page }) => {
  await page.goto('/metrics');
  const title = 'Onboarding User Count';
  const chart = card(page, title);
  const stacked = (answer: OnboardingCountAnswer) =>
    answer.data.map((r) => [r.maleComplete, r.femaleComplete, r.incomplete]);
  await expectFigures(chart, stacked(await apiPost(page, 'analytics/onbording-complete-count', lastDays())));

  await pick(page, chart.getByLabel(`${title} Time range`), 'Months');
  const year = dayjs().year();
  await expect(page).toHaveURL(/onboarding\.forTime=month/);
  await expect(page).toHaveURL(new RegExp(`onboarding\\.year=${year}`));
  const all = { countryShortName: null, forTime: 'month', yearRange: year } as const;
  const months = await apiPost<OnboardingCountAnswer>(page, 'analytics/onbording-complete-count', all);
  expect(
    months.data.some((r) => r.count > 0),
    'the demo members signed up this year',
  ).toBe(true);
  await expectFigures(chart, stacked(months));

  await pick(page, chart.getByRole('combobox', { name: 'Country' }), 'India');
  await expect(page).toHaveURL(/onboarding\.country=IN/);
  const india = await apiPost<OnboardingCountAnswer>(page, 'analytics/onbording-complete-count', {
    ...all,
    countryShortName: 'IN',
  });
  expect(stacked(india)).not.toEqual(stacked(months));
  await expectFigures(chart, stacked(india));

  // the filters survive a reload; the other charts kept theirs
  await page.reload();
  await expect(chart.locator('.ant-select').filter({ hasText: 'India' })).toBeVisible();
  await expectFigures(chart, stacked(india));
  await expect(
    card(page, 'User Sessions Counts').getByLabel('User Sessions Counts Start date'),
  ).toBeVisible();
});

test('a cohort cell above 60% has white bold text, one at or below 60% does not; hover tells total and retention', async ({
  page,
}) => {
  const cohorts = await apiPost<CohortAnswer>(page, 'analytics/user-cohort-retention', lastDays());
  const cells = cohorts.data.data.flatMap((row) =>
    row.cells.flatMap((cell, day) => (cell ? [{ row, cell, day }] : [])),
  );
  const high = cells.find((c) => c.cell.percentage > 60);
  const low = cells.find((c) => c.cell.percentage <= 60);
  expect(high, 'a cohort cell above 60%').toBeDefined();
  expect(low, 'a cohort cell at or below 60%').toBeDefined();
  if (!high || !low) return;

  await page.goto('/metrics');
  // the cohort card sits below the ten charts, which load first
  await card(page, 'User Cohort').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('cohort-badge').first()).toBeVisible({ timeout: 30_000 });
  const badge = (c: typeof high) =>
    page
      .getByTestId('cohort-table')
      .getByRole('row')
      .filter({ hasText: c.row.acquisitionDate })
      .getByTestId('cohort-badge')
      .nth(c.day);
  await expect(badge(high)).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(badge(high)).toHaveCSS('font-weight', '700');
  await expect(badge(low)).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(badge(low)).toHaveCSS('font-weight', '400');

  await badge(high).hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText(`Total user count: ${high.row.totalUsers.toLocaleString('en')}`);
  await expect(tip).toContainText('Retention (%):');
});

test('Device and Language: the device chart shows the API figures, All Device pages its drawer 20 at a time', async ({
  page,
}) => {
  const body = lastDays();
  const devices = await apiPost<DeviceCountAnswer>(page, 'analytics/get-user-device-count', {
    ...body,
    limit: 10,
  });
  const query = `forTime=custom&fromDate=${body.fromDate}&toDate=${body.toDate}`;
  const first = await apiGet<AnalyticsListAnswer>(
    page,
    `analytics/get-language-and-device-count/device/1/20?${query}`,
  );
  const second = await apiGet<AnalyticsListAnswer>(
    page,
    `analytics/get-language-and-device-count/device/2/20?${query}`,
  );
  expect(first.pagination.totalCount, 'more devices than one drawer page').toBeGreaterThan(20);

  await page.goto('/device-and-language');
  const chart = card(page, 'User device names');
  await expectFigures(chart, countsOf(devices.data));

  await pick(page, chart.getByLabel('User device names Top'), 'Top 30');
  await expect(page).toHaveURL(/device\.limit=30/);
  const top30 = await apiPost<DeviceCountAnswer>(page, 'analytics/get-user-device-count', {
    ...body,
    limit: 30,
  });
  await expectFigures(chart, countsOf(top30.data));

  await chart.getByRole('button', { name: 'All Device' }).click();
  const drawer = page.getByRole('dialog', { name: 'All Devices' });
  await expect(drawer.getByRole('columnheader', { name: 'Device Name' })).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'Total Count' })).toBeVisible();
  const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText((first.items ?? [])[0]?.name ?? '');
  await drawer.getByRole('listitem', { name: '2' }).click();
  const page2 = second.items ?? [];
  await expect(rows).toHaveCount(page2.length);
  await expect(rows.first()).toContainText(page2[0]?.name ?? '');
  await expect(rows.first()).toContainText((page2[0]?.count ?? 0).toLocaleString('en'));
});

test('Onboarding complete shows the signup completion the API answers and lists complete sign-ups per day', async ({
  page,
}) => {
  const body = lastDays(30);
  const rates = await apiPost<CompletionRatioAnswer>(page, 'analytics/get-user-completion-rate', body);
  const query = `forTime=custom&fromDate=${body.fromDate}&toDate=${body.toDate}`;
  const list = await apiGet<AnalyticsListAnswer>(
    page,
    `analytics/get-language-and-device-count/onbordingCompleteCount/1/20?${query}`,
  );

  await page.goto('/metrics');
  await page.getByRole('button', { name: 'Onboarding complete' }).click();
  await expect(page).toHaveURL(/\/onboarding-complete$/);
  const chart = card(page, 'Signup completion');
  await expectFigures(
    chart,
    rates.data.map((r) => [Math.round(r.count * 100) / 100]),
  );

  await card(page, 'User Cohort').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'User Cohort' }).getByTestId('cohort-table')).toBeVisible();

  await chart.getByRole('button', { name: 'Complete sign-ups' }).click();
  const drawer = page.getByRole('dialog', { name: 'Complete sign-ups per day' });
  const items = list.data ?? [];
  expect(items.length, 'sign-ups completed in the last 30 days').toBeGreaterThan(0);
  const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(items.length);
  await expect(rows.first()).toContainText(items[0]?.name ?? '');
  await expect(rows.first()).toContainText(String(items[0]?.count ?? ''));
  await expect(drawer).toContainText(`Total ${list.pagination.totalCount}`);
});
