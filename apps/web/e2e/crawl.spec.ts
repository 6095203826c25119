import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page, Response } from '@playwright/test';
import { astroPlaceholders } from '../src/features/astro/placeholders';
import { menuGroups } from '../src/shell/menuConfig';
import { notBuiltScreens } from '../src/shell/notBuiltScreens';
import { expect, test } from './support/fixtures';
import { storageKeys } from '@orrery/contract';
import { moveInApp } from './support/navigate';
import { logoutButton, signIn, tokenOf } from './support/signIn';

/**
 * Every route of the console, read from routes.tsx (its `path: '…'` entries and the member detail paths)
 * with the astro placeholders, the screens not built yet and the side menu's paths: not a list kept by hand.
 */
function consoleRoutes(): string[] {
  const source = readFileSync(new URL('../src/routes.tsx', import.meta.url), 'utf8');
  const literal = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
  const detail = /memberDetailPaths = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const members = [...detail.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  const menu = menuGroups.flatMap((g) => [
    ...(g.path ? [g.path] : []),
    ...(g.entries ?? []).flatMap((e) => [e.path, ...(e.also ?? [])]),
  ]);
  const all = [
    ...literal,
    ...members,
    ...astroPlaceholders.map((p) => p.path),
    ...notBuiltScreens.map((p) => p.path),
    ...menu,
  ];
  // the sign-in screen is not a signed-in route; '*' is the not-found page
  return [...new Set(all)].filter((path) => path !== '/login' && path !== '*').sort();
}

/** The first record id (`_id`, else `id`) in an API answer, searched depth first. */
function firstId(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const id = firstId(item);
      if (id) return id;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['_id', 'id'])
      if (typeof record[key] === 'string' && record[key] !== '') return record[key];
    for (const item of Object.values(record)) {
      const id = firstId(item);
      if (id) return id;
    }
  }
  return undefined;
}

/** Where a route with `:id` finds a real record: the list call its screen is opened from. */
const idSources: Record<string, { path: string; body?: object }> = {
  '/members/:id': { path: 'user/userList/?pageNo=1&pageLimit=1' },
  '/profile/:id': { path: 'user/userList/?pageNo=1&pageLimit=1' },
  '/report/:id': { path: 'feedback/report/0/1' },
  '/reported/:id': { path: 'feedback/report/0/1' },
  '/deleted/:id': { path: 'user/deleted-list/?pageNo=1&pageLimit=1' },
  '/profile-status/:id': { path: 'profiles/profiles-status-list', body: { pageNo: 1, pageLimit: 1 } },
  '/feedback/:id': { path: 'feedback/list/0/1' },
  '/admin/:id': { path: 'admin/admin-list?pageNo=1&pageLimit=1' },
  '/celebrities/:id': { path: 'celebrity/celebrity-list?pageNo=1&pageLimit=1' },
  '/newcelebrities/:id': { path: 'celebrity/celebrity-list?pageNo=1&pageLimit=1' },
};

/** /singlePair/{pair id}?protocolId={set id}: a pair of the first group, scored with the first set. */
async function singlePairUrl(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const me = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}')._id as string,
    storageKeys.user,
  );
  const sets = await page.request.get(`/api/setting/protocols/list/${me}`, { headers });
  const protocolId = firstId(await sets.json());
  const groups = await page.request.get('/api/pair/groupList', { headers });
  const groupId = firstId(await groups.json());
  const pairs = await page.request.post('/api/pair/multiPairList', {
    headers,
    data: { protocolId, groupId, pageNo: 1, pageLimit: 1 },
  });
  expect(pairs.status(), 'pair/multiPairList').toBe(200);
  const pairId = firstId((await pairs.json()).items);
  if (!protocolId || !pairId) throw new Error('no set or pair to open /singlePair/:id with');
  return `/singlePair/${pairId}?protocolId=${protocolId}`;
}

async function realId(page: Page, route: string): Promise<string> {
  const source = idSources[route];
  if (!source) throw new Error(`no record to open ${route} with: add its list call to idSources`);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = source.body
    ? await page.request.post(`/api/${source.path}`, { headers, data: source.body })
    : await page.request.get(`/api/${source.path}`, { headers });
  expect(res.status(), source.path).toBe(200);
  const id = firstId(await res.json());
  if (!id) throw new Error(`${source.path} listed no record to open ${route} with`);
  return id;
}

/** 4xx answers a screen may get while working as meant (none so far): `status METHOD /api/path` patterns. */
const EXPECTED_4XX: RegExp[] = [];

/**
 * Each size is its own test, so the two can run side by side: at 1280×720 each route is loaded from its
 * address (a deep link), at 1440×900 it is reached inside the running console (history and popstate, as a
 * click on a link moves), so both ways into a screen are crawled.
 */
const VIEWPORTS = [
  { width: 1280, height: 720, how: 'load' },
  { width: 1440, height: 900, how: 'in-app' },
] as const;

/** How far the page's document scrolls sideways once it has settled (0 when it fits its window). */
async function sidewaysScroll(page: Page): Promise<number> {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // a chart lays itself out again for its width: give the page a moment to settle before reading it
  await expect
    .poll(overflow, { timeout: 5_000 })
    .toBeLessThanOrEqual(0)
    .catch(() => undefined);
  return overflow();
}

test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS)
  test(`every console route, signed in, at ${viewport.width}×${viewport.height} (${viewport.how}): no page error, no console error, no 5xx, no sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const routes = consoleRoutes();
    // the route table and the menu: enough routes that a broken parse can't pass unnoticed
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain('/members/:id');
    expect(routes).toContain('/astro/lucky-times');

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page);
    const urls = new Map<string, string>();
    for (const route of routes) {
      if (route === '/singlePair/:id') urls.set(route, await singlePairUrl(page));
      else urls.set(route, route.includes(':id') ? route.replace(':id', await realId(page, route)) : route);
    }

    let current = '';
    const problems: string[] = [];
    /** 4xx answers of the allow-list: their console lines ("Failed to load resource") are expected. */
    let expected4xx = 0;
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    page.on('response', (res: Response) => {
      if (!res.url().includes('/api/')) return;
      if (res.status() >= 500)
        problems.push(`${current}: ${res.status()} from ${res.request().method()} ${res.url()}`);
      else if (res.status() >= 400) {
        const call = `${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`;
        if (EXPECTED_4XX.some((pattern) => pattern.test(call))) expected4xx += 1;
        else problems.push(`${current}: unexpected ${call}`);
      }
    });
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/status of 4\d\d/.test(text) && expected4xx > 0) {
        expected4xx -= 1;
        return;
      }
      problems.push(`${current}: console error: ${text}`);
    });

    for (const [route, url] of urls) {
      current = `${route} at ${viewport.width}×${viewport.height} (${viewport.how})`;
      if (viewport.how === 'load') await page.goto(url);
      else await moveInApp(page, url);
      await expect(logoutButton(page), current).toBeVisible();
      // its calls answered (a page that keeps polling still gets checked on what it loaded so far)
      if (viewport.how === 'load')
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await expect(page.locator('.ant-spin-spinning'))
        .toHaveCount(0, { timeout: 15_000 })
        .catch(() => undefined);
      const sideways = await sidewaysScroll(page);
      if (sideways > 0) problems.push(`${current}: the page scrolls sideways by ${sideways} px`);
    }
    expect(problems).toEqual([]);
  });
