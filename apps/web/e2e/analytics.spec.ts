import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  analyticsPalette,
  screenVisitTypes,
  userActionFields,
  type DeletedUsersAnswer,
  type GenderAnswer,
  type LocationAnswer,
  type OtherReasonAnswer,
  type ReasonCountAnswer,
  type ScreenVisitsAnswer,
  type UserActionsAnswer,
} from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import { choose, typeInPicker } from './support/antd';
import { isoDay, pickerDay } from './support/dates';
import { signIn, tokenOf } from './support/signIn';
import { expectNoSidewaysScroll, LAPTOP, overlap, WIDE_LAPTOP } from './support/layout';

/** The seeded demo members, deletions and events are the data: each chart must show what its call answers. */

async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  expect(res.status(), `${path} ${JSON.stringify(body)}`).toBe(200);
  return (await res.json()) as T;
}

const thisYear = new Date().getUTCFullYear();
/** The default custom range: the last `days` days up to today. */
const lastDays = (days: number) => ({ forTime: 'custom', fromDate: isoDay(-(days - 1)), toDate: isoDay() });
const allFilters = { countryShortName: null, gender: null };

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The figures a chart draws, from its data table: one row per category, then a cell per series. */
function chartRows(region: Locator): Promise<string[][]> {
  return region
    .getByTestId('chart-data')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
}

const bucket = (row: { date?: string; week?: { startDate: string; endDate: string }; month?: string }) =>
  row.date?.slice(0, 10) ??
  (row.week ? `${row.week.startDate.slice(0, 10)} – ${row.week.endDate.slice(0, 10)}` : (row.month ?? ''));

/** Download CSV of a card: its lines, header first. */
async function downloadCsv(page: Page, region: Locator): Promise<string[]> {
  const download = page.waitForEvent('download');
  await region.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8').trim().split(/\r?\n/);
}

/** The page does not scroll sideways at 1280×720, nor at 1440×900 (the charts drawn for each width). */
async function expectNoSidewaysScrollAtLaptops(page: Page, region: Locator): Promise<void> {
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    await expect(region.locator('svg').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `${size.width}×${size.height}`);
  }
}

/**
 * The texts a chart draws (axis labels, legend) that overlap another of its texts: each text as the rectangle
 * it covers on screen, turned as it is drawn (a slanted label's upright box would touch its neighbour's), two
 * overlapping when no edge of either separates them by 2 px or more.
 */
function overlappingTexts(region: Locator): Promise<string[]> {
  return region.locator('svg').evaluateAll((svgs) =>
    svgs.flatMap((svg) => {
      type Point = { x: number; y: number };
      const shapes = [...svg.querySelectorAll('text')].flatMap((t) => {
        const box = t.getBBox();
        const m = t.getScreenCTM();
        if (!m || box.width === 0 || box.height === 0) return [];
        const at = (x: number, y: number): Point => ({
          x: m.a * x + m.c * y + m.e,
          y: m.b * x + m.d * y + m.f,
        });
        const { x, y, width: w, height: h } = box;
        return [
          { text: t.textContent ?? '', corners: [at(x, y), at(x + w, y), at(x + w, y + h), at(x, y + h)] },
        ];
      });
      const apart = (a: Point[], b: Point[]) =>
        [a, b].some((shape) =>
          shape.some((p, i) => {
            const q = shape[(i + 1) % shape.length]!;
            const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
            const axis = { x: (p.y - q.y) / length, y: (q.x - p.x) / length };
            const onAxis = (c: Point) => c.x * axis.x + c.y * axis.y;
            const [as, bs] = [a.map(onAxis), b.map(onAxis)];
            return Math.max(...as) - 2 <= Math.min(...bs) || Math.max(...bs) - 2 <= Math.min(...as);
          }),
        );
      return shapes.flatMap((a, i) =>
        shapes
          .slice(i + 1)
          .filter((b) => !apart(a.corners, b.corners))
          .map((b) => `${a.text} / ${b.text}`),
      );
    }),
  );
}

/** The palette colours a chart paints its bars, lines or slices in. */
function paletteColours(region: Locator): Promise<string[]> {
  const palette = analyticsPalette.map((c) => c.toLowerCase());
  return region
    .locator('svg path')
    .evaluateAll(
      (paths, colours) =>
        [
          ...new Set(
            paths.flatMap((p) =>
              [p.getAttribute('fill'), p.getAttribute('stroke')].map((c) => (c ?? '').toLowerCase()),
            ),
          ),
        ]
          .filter((c) => colours.includes(c))
          .sort(),
      palette,
    );
}

/** A year and kind (Other Reason or User Feedbacks) with more than one page of deletion texts, and its first page. */
async function pagedTexts(page: Page): Promise<{ year: number; other: boolean; first: OtherReasonAnswer }> {
  for (let year = thisYear; year >= 2022; year -= 1)
    for (const other of [true, false]) {
      const first = await apiGet<OtherReasonAnswer>(
        page,
        `analytics/get-deteled-user-other-reason-data/?forTime=month&yearRange=${year}&otherReasonDrawer=${other}&pageLimit=20&pageNo=1`,
      );
      if (first.pagination.totalCount > 20) return { year, other, first };
    }
  throw new Error('No year holds more than 20 deletion texts of one kind');
}

test('Demographic: location and gender charts show the calls’ figures; Top 30, country/city and the year go into the address and survive a reload; CSV holds the rows', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/demo-graphic');
  await expect(page.getByRole('heading', { name: 'Demographic' })).toBeVisible();

  const location = card(page, 'Members Location');
  const top10 = await apiPost<LocationAnswer>(page, 'analytics/location', {
    dataFor: 'country',
    limit: 10,
    ...allFilters,
  });
  expect(top10.locationData.length).toBeGreaterThan(1);
  const rowsOf = (a: LocationAnswer, key: 'country' | 'city') =>
    a.locationData.map((r) => [r[key] || 'Unknown', String(r.count)]);
  await expect.poll(() => chartRows(location)).toEqual(rowsOf(top10, 'country'));
  // the pie shows the top 5
  await expect
    .poll(() => chartRows(card(page, 'Members Location Share')))
    .toEqual(rowsOf(top10, 'country').slice(0, 5));

  const csv = await downloadCsv(page, location);
  expect(csv).toEqual(['Country,Members', ...rowsOf(top10, 'country').map((r) => r.join(','))]);

  await choose(page, location, 'Location Top', 'Top 30');
  await expect(page).toHaveURL(/loc\.limit=30/);
  const top30 = await apiPost<LocationAnswer>(page, 'analytics/location', {
    dataFor: 'country',
    limit: 30,
    ...allFilters,
  });
  expect(top30.locationData.length).toBeGreaterThan(top10.locationData.length);
  await expect.poll(() => chartRows(location)).toEqual(rowsOf(top30, 'country'));

  await location.getByText('City', { exact: true }).click();
  await expect(page).toHaveURL(/loc\.dataFor=city/);
  const cities = await apiPost<LocationAnswer>(page, 'analytics/location', {
    dataFor: 'city',
    limit: 30,
    ...allFilters,
  });
  await expect.poll(() => chartRows(location)).toEqual(rowsOf(cities, 'city'));

  await page.reload();
  await expect.poll(() => chartRows(card(page, 'Members Location'))).toEqual(rowsOf(cities, 'city'));

  // gender by month: this year, then last year
  const gender = card(page, 'Members by Gender');
  const genderRows = (a: GenderAnswer) =>
    a.maleAndFemaleMembers.map((m) => [m._id, String(m.maleCount), String(m.femaleCount)]);
  const now = await apiPost<GenderAnswer>(page, 'analytics/gender', {
    year: thisYear,
    countryShortName: null,
    city: null,
  });
  await expect.poll(() => chartRows(gender)).toEqual(genderRows(now));
  await choose(page, gender, 'Gender Year', String(thisYear - 1));
  await expect(page).toHaveURL(new RegExp(`gen\\.year=${thisYear - 1}`));
  const before = await apiPost<GenderAnswer>(page, 'analytics/gender', {
    year: thisYear - 1,
    countryShortName: null,
    city: null,
  });
  expect(genderRows(before)).not.toEqual(genderRows(now));
  await expect.poll(() => chartRows(gender)).toEqual(genderRows(before));
  await expect
    .poll(() => chartRows(card(page, 'Gender Share')))
    .toEqual([
      ['Male', String(before.totalMaleAndFemale.totalMaleCount)],
      ['Female', String(before.totalMaleAndFemale.totalFemaleCount)],
    ]);

  // Clear filters: back to this year, with its message
  await gender.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('Filters cleared successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/gen\.year/);
  await expect.poll(() => chartRows(gender)).toEqual(genderRows(now));
});

test('Analytics: the four overview charts, the feature visits over 20 days with the end fixed', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  const top10 = await apiPost<LocationAnswer>(page, 'analytics/location', {
    dataFor: 'country',
    limit: 10,
    ...allFilters,
  });
  await expect
    .poll(() => chartRows(card(page, 'Members Location')))
    .toEqual(top10.locationData.map((r) => [r.country || 'Unknown', String(r.count)]));

  const deleted = await apiPost<DeletedUsersAnswer>(page, 'analytics/deletedusers', {
    year: thisYear,
    ...allFilters,
  });
  await expect
    .poll(() => chartRows(card(page, 'Deleted Accounts')))
    .toEqual(
      deleted.deletedUsers.map((m) => [
        m.month,
        String(m.maleCount),
        String(m.femaleCount),
        String(m.unknownCount),
      ]),
    );

  const visits = card(page, 'Visited Counts');
  await expect(visits.getByLabel('Visits End date')).toBeDisabled();
  await expect(visits.getByLabel('Visits End date')).toHaveValue(new RegExp(isoDay().slice(8, 10)));
  const answer = await apiPost<ScreenVisitsAnswer>(page, 'analytics/screen-visits', {
    ...lastDays(20),
    ...allFilters,
    visitTypes: [...screenVisitTypes],
  });
  await expect
    .poll(() => chartRows(visits))
    .toEqual(answer.data.map((row) => [bucket(row), ...screenVisitTypes.map((t) => String(row[t] ?? 0))]));
  // 7 screens over 20 days: 7 colours, no two labels drawn over each other, no number on every point
  await expect.poll(() => paletteColours(visits)).toHaveLength(screenVisitTypes.length);
  expect(await overlappingTexts(visits)).toEqual([]);

  await expectNoSidewaysScrollAtLaptops(page, visits);
  for (const title of ['Members Location', 'Members by Gender', 'Deleted Accounts', 'Visited Counts'])
    expect(await overlappingTexts(card(page, title)), title).toEqual([]);
});

test('a chart tells a month’s figures on hover and from the arrow keys; a legend button hides a series and brings it back, and dims the others while hovered', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/delete-account');
  const region = card(page, 'Deleted Accounts');
  const deleted = await apiPost<DeletedUsersAnswer>(page, 'analytics/deletedusers', {
    year: thisYear,
    ...allFilters,
  });
  const months = deleted.deletedUsers;
  const busiest = months.reduce((a, b) =>
    a.maleCount + a.femaleCount > b.maleCount + b.femaleCount ? a : b,
  );
  const figures = (m: (typeof months)[number]) => [
    m.month,
    `Male: ${m.maleCount.toLocaleString('en')}`,
    `Female: ${m.femaleCount.toLocaleString('en')}`,
    `Unknown: ${m.unknownCount.toLocaleString('en')}`,
  ];
  const chart = region.getByRole('img', { name: 'Deleted Accounts', exact: true });
  const tooltip = region.getByTestId('chart-tooltip');
  // the axis names the month short ("Nov"), the tooltip in full
  const short = new Date(`${busiest.month}-01T00:00:00Z`).toLocaleString('en', {
    month: 'short',
    timeZone: 'UTC',
  });
  const monthLabel = chart.locator('svg text').filter({ hasText: new RegExp(`^${short}$`) });
  await expect(monthLabel).toBeVisible();

  // the pointer over the busiest month's bar: its month and the three counts
  const label = (await monthLabel.boundingBox())!;
  const box = (await chart.boundingBox())!;
  await page.mouse.move(label.x + label.width / 2, box.y + box.height / 2);
  await expect(tooltip).toBeVisible();
  expect(await tooltip.locator('div').allTextContents()).toEqual(figures(busiest));
  await page.mouse.move(box.x + box.width / 2, box.y - 60);
  await expect(tooltip).toBeHidden();

  // from the keyboard: the first month, then back round to the last
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  expect(await tooltip.locator('div').allTextContents()).toEqual(figures(months[0]!));
  await page.keyboard.press('ArrowLeft');
  expect(await tooltip.locator('div').allTextContents()).toEqual(figures(months.at(-1)!));
  await page.keyboard.press('ArrowLeft');
  expect(await tooltip.locator('div').allTextContents()).toEqual(figures(months.at(-2)!));
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // Female clicked off: its colour leaves the bars and its line the tooltip; brought back from the keyboard
  const drawn = await paletteColours(region);
  const female = region.getByRole('button', { name: 'Female', exact: true });
  await expect(female).toHaveAttribute('aria-pressed', 'true');
  await female.click();
  await expect(female).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => paletteColours(region)).toHaveLength(drawn.length - 1);
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  expect(await tooltip.locator('div').allTextContents()).toEqual(
    figures(months[0]!).filter((line) => !line.startsWith('Female')),
  );
  await female.focus();
  await page.keyboard.press('Space');
  await expect(female).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => paletteColours(region)).toEqual(drawn);

  // each legend button ends just past the name drawn under it (3 px of padding, up to 2 of rounding): the
  // names are measured in the chart's font, not estimated
  const spares = await region.evaluate((cardElement) =>
    [...cardElement.querySelectorAll('.chart-legend-item')].map((button) => {
      const drawn = [...cardElement.querySelectorAll('svg text')].find(
        (text) => text.textContent === button.textContent,
      );
      const spare = button.getBoundingClientRect().right - (drawn?.getBoundingClientRect().right ?? 0);
      return `${button.textContent}: ${Math.round(spare)}`;
    }),
  );
  expect(spares).toEqual(
    ['Male', 'Female', 'Unknown'].map((name) => expect.stringMatching(`^${name}: [3-5]$`)),
  );

  // while a legend item is hovered, the other series' bars are faint
  await region.getByRole('button', { name: 'Male', exact: true }).hover();
  await expect.poll(() => chart.locator('svg path[opacity="0.2"]').count()).toBeGreaterThan(0);
  await page.mouse.move(box.x + box.width / 2, box.y - 60);
  await expect(chart.locator('svg path[opacity="0.2"]')).toHaveCount(0);
});

test('Delete Account: deleted accounts by year, reasons by category over a year, the Other Reason drawer pages and opens a long text in full', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();

  const deleted = await apiPost<DeletedUsersAnswer>(page, 'analytics/deletedusers', {
    year: thisYear,
    ...allFilters,
  });
  await expect(page.getByTestId('deleted-total')).toHaveText(
    `Total ${deleted.totalUsers.toLocaleString('en')}`,
  );

  const category = card(page, 'Reason Count by Category');
  const recent = await apiPost<ReasonCountAnswer>(page, 'analytics/total-reason-count', {
    ...lastDays(30),
    ...allFilters,
  });
  const counts = (a: ReasonCountAnswer) => a.reasonCount.map((r) => String(r.count));
  await expect.poll(async () => (await chartRows(category)).map((r) => r[1])).toEqual(counts(recent));
  // each reason its own colour, the same by category as by date (both over the last 30 days)
  const byDate = card(page, 'Reason Count by Date');
  await expect(byDate.getByTestId('chart-data')).toBeAttached();
  await expect.poll(() => paletteColours(category)).toHaveLength(recent.reasonCount.length);
  expect(await paletteColours(byDate)).toEqual(await paletteColours(category));
  expect(await overlappingTexts(category)).toEqual([]);
  expect(await overlappingTexts(byDate)).toEqual([]);

  // a start day typed into its field (antd's picker loads with the first use): the chart reloads for it
  const from = isoDay(-9);
  await typeInPicker(category, 'Reasons by category Start date', pickerDay(from));
  await expect(page).toHaveURL(new RegExp(`cat\\.from=${from}`));
  await expect(category.getByLabel('Reasons by category End date')).toHaveValue(pickerDay(isoDay()));
  const tenDays = await apiPost<ReasonCountAnswer>(page, 'analytics/total-reason-count', {
    ...lastDays(10),
    ...allFilters,
  });
  await expect.poll(async () => (await chartRows(category)).map((r) => r[1])).toEqual(counts(tenDays));

  await choose(page, category, 'Reasons by category Time range', 'Months');
  await expect(page).toHaveURL(/cat\.forTime=month/);
  const year = await apiPost<ReasonCountAnswer>(page, 'analytics/total-reason-count', {
    forTime: 'month',
    yearRange: thisYear,
    ...allFilters,
  });
  await expect.poll(async () => (await chartRows(category)).map((r) => r[1])).toEqual(counts(year));
  await expect(category.getByLabel('Reasons by category Year')).toBeVisible();

  // the drawer of a year and kind with more than one page of texts, 20 a page
  const found = await pagedTexts(page);
  const query = `forTime=month&yearRange=${found.year}&otherReasonDrawer=${found.other}&pageLimit=20`;
  const { first } = found;
  if (found.year !== thisYear) await choose(page, category, 'Reasons by category Year', String(found.year));
  const title = found.other ? 'Other Reason' : 'User Feedbacks';
  await category.getByRole('button', { name: title }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(first.data.length);
  await expect(drawer.getByText(`Total ${first.pagination.totalCount}`)).toBeVisible();
  await drawer.locator('.ant-pagination-item-2').click();
  const second = await apiGet<OtherReasonAnswer>(
    page,
    `analytics/get-deteled-user-other-reason-data/?${query}&pageNo=2`,
  );
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(
    second.data[0]?.nickName ?? 'Purged member',
  );
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(second.data.length);

  const textOf = (r: OtherReasonAnswer['data'][number]) =>
    (found.other ? r.usersComment : r.userSuggestion) ?? '';
  const long = [...first.data, ...second.data].find((r) => textOf(r).length > 80);
  if (!long) throw new Error('No deletion text over 80 characters on the first two pages');
  if (first.data.includes(long)) await drawer.locator('.ant-pagination-item-1').click();
  const cut = `${[...textOf(long)].slice(0, 79).join('')}…`;
  await drawer.getByRole('button', { name: cut }).first().click();
  const modal = page.getByRole('dialog', {
    name: found.other ? "User's deletion text with other reason" : "User's feedback",
  });
  await expect(modal.locator('.full-text')).toBeVisible();
  // demo texts may share their first 79 characters: the modal holds one of those, in full
  const sameStart = [...first.data, ...second.data].map(textOf).filter((t) => t.startsWith(cut.slice(0, -1)));
  expect(sameStart).toContain(await modal.locator('.full-text').innerText());
  expect((await modal.locator('.full-text').innerText()).length).toBeGreaterThan(80);
});

test('Deletion Reasons: the list pages 20 at a time, its tab and page survive a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/reason-list');
  await expect(page.getByRole('heading', { name: 'Deletion Reasons' })).toBeVisible();
  const { year, other, first } = await pagedTexts(page);
  await page.goto(`/reason-list?forTime=month&year=${year}${other ? '' : '&tab=feedback'}`);
  const tab = other ? 'Other Reason' : 'User Feedbacks';
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  await expect(page.getByText(`Total ${first.pagination.totalCount}`)).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(20);

  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  const second = await apiGet<OtherReasonAnswer>(
    page,
    `analytics/get-deteled-user-other-reason-data/?forTime=month&yearRange=${year}&otherReasonDrawer=${other}&pageLimit=20&pageNo=2`,
  );
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(
    second.data[0]?.nickName ?? 'Purged member',
  );
  // members by nickname, linking to the deleted member, never by id
  const member = second.data[0];
  if (member?.nickName)
    await expect(page.getByRole('link', { name: member.nickName }).first()).toHaveAttribute(
      'href',
      `/deleted/${member.user}`,
    );
  await expect(page.locator('.ant-table-tbody')).not.toContainText(member?.user ?? 'no member');
  // the CSV holds every text of the tab under the filters, not only the page shown
  const lines = await downloadCsv(page, page.locator('body'));
  expect(lines[0]).toBe(`Member,Member ID,${other ? 'Reason' : 'Feedback'},Date (UTC)`);
  expect(lines.length).toBeGreaterThanOrEqual(first.pagination.totalCount + 1);
  await page.reload();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();

  // the other tab opens on its first page
  await page.getByRole('tab', { name: other ? 'User Feedbacks' : 'Other Reason' }).click();
  await expect(page).not.toHaveURL(/page=2/);
  const otherKind = await apiGet<OtherReasonAnswer>(
    page,
    `analytics/get-deteled-user-other-reason-data/?forTime=month&yearRange=${year}&otherReasonDrawer=${!other}&pageLimit=20&pageNo=1`,
  );
  await expect(page.getByText(`Total ${otherKind.pagination.totalCount}`)).toBeVisible();
});

test('Screen Visits: the checked screens over 30 days, the distribution pie, a year needed in year mode', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/screen-visits');
  const visits = card(page, 'Visited Counts');
  const all = await apiPost<ScreenVisitsAnswer>(page, 'analytics/screen-visits', {
    ...lastDays(30),
    ...allFilters,
    visitTypes: [...screenVisitTypes],
  });
  expect(Object.values(all.totalVisitCount).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  await expect
    .poll(() => chartRows(visits))
    .toEqual(all.data.map((row) => [bucket(row), ...screenVisitTypes.map((t) => String(row[t] ?? 0))]));
  await expect
    .poll(() => chartRows(card(page, 'Visit Distribution')))
    .toEqual([
      ['Romeu', String(all.totalVisitCount.chatbot_visit ?? 0)],
      ['Lucky Times', String(all.totalVisitCount.luckytime_visit ?? 0)],
      ['Astro Comp.', String(all.totalVisitCount.astro_visit ?? 0)],
      ['Match me up', String(all.totalVisitCount.matchMeUp ?? 0)],
      ['MBTI Comp.', String(all.totalVisitCount.jugnian_visit ?? 0)],
      ['Celebrity Crush', String(all.totalVisitCount.celebrity_crush ?? 0)],
      ['Chat Room', String(all.totalVisitCount.user_chat ?? 0)],
    ]);

  // only Romeu and Chat Room
  for (const name of ['Lucky Times', 'Astro Comp.', 'Match me up', 'MBTI Comp.', 'Celebrity Crush']) {
    await visits.getByRole('checkbox', { name }).click();
    await expect(visits.getByRole('checkbox', { name })).not.toBeChecked();
  }
  await expect(page).toHaveURL(
    /visits\.types=chatbot_visit%2Cuser_chat|visits\.types=chatbot_visit,user_chat/,
  );
  await expect
    .poll(() => chartRows(visits))
    .toEqual(
      all.data.map((row) => [bucket(row), String(row.chatbot_visit ?? 0), String(row.user_chat ?? 0)]),
    );

  const csv = await downloadCsv(page, visits);
  expect(csv[0]).toBe('Date,Romeu,Chat Room');
  expect(csv.length - 1).toBe(all.data.length);

  // year mode: by month; without a year, its message
  await choose(page, visits, 'Visits Time range', 'Year');
  await expect(page).toHaveURL(/visits\.forTime=year/);
  const year = await apiPost<ScreenVisitsAnswer>(page, 'analytics/screen-visits', {
    forTime: 'year',
    yearRange: thisYear,
    ...allFilters,
    visitTypes: ['chatbot_visit', 'user_chat'],
  });
  await expect
    .poll(() => chartRows(visits))
    .toEqual(
      year.data.map((row) => [bucket(row), String(row.chatbot_visit ?? 0), String(row.user_chat ?? 0)]),
    );
  await visits.getByLabel('Visits Year').hover();
  await visits.locator('.ant-select:has([aria-label="Visits Year"]) .ant-select-clear').click();
  await expect(visits.getByText('Please select a year range')).toBeVisible();
});

test('User Actions: Romeu by default, at least one activity type, the actions chart follows its types', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/user-actions');
  await expect(page.getByRole('heading', { name: 'User Actions' })).toBeVisible();
  const activity = card(page, 'Visited Counts');
  const romeu = await apiPost<ScreenVisitsAnswer>(page, 'analytics/screen-visits', {
    ...lastDays(30),
    ...allFilters,
    visitTypes: ['chatbot_visit'],
  });
  await expect
    .poll(() => chartRows(activity))
    .toEqual(romeu.data.map((row) => [bucket(row), String(row.chatbot_visit ?? 0)]));

  // removing the last type: its message, and Romeu again
  await activity.locator('.ant-select-selection-item-remove').first().click();
  await expect(page.getByText('Please select at least one Activity Type')).toBeVisible();
  await expect(activity.locator('.ant-select-selection-item')).toHaveText(['Romeu']);

  const actions = card(page, 'User Actions');
  const fields = ['like', 'superlike', 'pass', 'user_matched'] as const;
  const answer = await apiPost<UserActionsAnswer>(page, 'analytics/user-actions', {
    ...lastDays(30),
    ...allFilters,
    actionType: [...fields],
  });
  await expect
    .poll(() => chartRows(actions))
    .toEqual(answer.data.map((row) => [bucket(row), ...fields.map((f) => String(row[userActionFields[f]]))]));

  await choose(page, actions, 'Actions Time range', 'Year');
  await expect(page).toHaveURL(/actions\.forTime=year/);
  const year = await apiPost<UserActionsAnswer>(page, 'analytics/user-actions', {
    forTime: 'year',
    yearRange: thisYear,
    ...allFilters,
    actionType: [...fields],
  });
  await expect
    .poll(() => chartRows(actions))
    .toEqual(year.data.map((row) => [bucket(row), ...fields.map((f) => String(row[userActionFields[f]]))]));
});

test("at 1280 and 1440 px a chart card's title stays on one line, clear of its buttons", async ({ page }) => {
  await signIn(page);
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/delete-account');
    const region = card(page, 'Reason Count by Category');
    const title = region.locator('.ant-card-head-title');
    const icon = region.getByLabel('About Reason Count by Category');
    const button = region.getByRole('button', { name: 'Other Reason' });
    await expect(button).toBeVisible();
    const what = `${size.width}: Reason Count by Category`;
    const text = await title.locator('span').first().boundingBox();
    const line = await icon.boundingBox();
    // one line: the title's text no taller than its icon's line
    expect(text!.height, `${what}: the title on one line`).toBeLessThan(2 * line!.height + 4);
    for (const other of [
      await button.boundingBox(),
      await region.getByRole('button', { name: 'Download CSV' }).boundingBox(),
    ])
      expect(overlap(line!, other!) || overlap(text!, other!), `${what}: title clear of the buttons`).toBe(
        false,
      );
  }
});

test('at 1280 and 1440 px charts side by side line up, also where one card has more lines of filters', async ({
  page,
}) => {
  await signIn(page);
  for (const size of [LAPTOP, WIDE_LAPTOP])
    for (const path of ['/analytics', '/delete-account']) {
      await page.setViewportSize(size);
      await page.goto(path);
      const charts = page.locator('.chart-card div[role="img"]');
      await expect(charts.first().locator('svg')).toBeVisible();
      await expect(page.locator('.chart-card .ant-skeleton')).toHaveCount(0);
      const boxes = await page.locator('.chart-card').evaluateAll((cards) =>
        cards.map((card) => {
          const chart = card.querySelector('div[role="img"]')?.getBoundingClientRect();
          const filters = card.querySelector('.ant-card-body > div')?.getBoundingClientRect();
          return {
            title: card.getAttribute('aria-label'),
            cardTop: Math.round(card.getBoundingClientRect().top),
            chartTop: chart ? Math.round(chart.top) : null,
            filtersHeight: filters ? Math.round(filters.height) : 0,
          };
        }),
      );
      const rows = new Map<number, typeof boxes>();
      for (const box of boxes) rows.set(box.cardTop, [...(rows.get(box.cardTop) ?? []), box]);
      const sideBySide = [...rows.values()].filter((row) => row.length > 1);
      expect(sideBySide.length, `${path} at ${size.width}: cards side by side`).toBeGreaterThan(0);
      for (const row of sideBySide)
        expect(
          new Set(row.map((box) => box.chartTop)).size,
          `${path} at ${size.width}: the charts of ${row.map((b) => `${b.title} (filters ${b.filtersHeight} px)`).join(' and ')} start at ${row.map((b) => b.chartTop).join(' and ')}`,
        ).toBe(1);
    }
});
