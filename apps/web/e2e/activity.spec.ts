import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { addAdmin } from './support/admins';
import { pick } from './support/antd';
import { expectNoSidewaysScroll, LAPTOP, textLines, WIDE_LAPTOP } from './support/layout';
import { signIn } from './support/signIn';

test('/activity lists a change with its fields, keeps its filters on reload and exports them as CSV', async ({
  page,
}) => {
  await signIn(page);
  const added = await addAdmin(page, 'Auditor', 'Auditor-password-1');

  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  // the hash chain checked when the screen opens
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^The audit log's chain holds: [\d,]+ changes checked, none altered or removed\./ }),
  ).toBeVisible();
  await pick(page, page.getByLabel('Action', { exact: true }), 'admin.add');
  await expect(page).toHaveURL(/action=admin\.add/);
  const row = page.getByRole('row').filter({ hasText: added.id.slice(0, 12) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin.add');
  await expect(row).toContainText('admin');

  // the row's detail lists every field the change set, old → new
  await row.getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByText(`nickName: — → ${added.nickName}`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: added.id.slice(0, 12) })).toHaveCount(1);
  await expect(page.getByLabel('Action', { exact: true }).locator('..')).toContainText('admin.add');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activity.csv');
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe('When (UTC),Admin,Admin id,Area,Action,Record,Changes');
  expect(lines.every((line) => line.includes(',admin,admin.add,'))).toBe(true);
  expect(
    lines.some((line) => line.includes(added.id) && line.includes(`nickName: — → ${added.nickName}`)),
  ).toBe(true);
  await expect(page.getByText(/Exported \d+ changes\./)).toBeVisible();
});

test('an admin has no Activity entry in the menu', async ({ browser, baseURL, page }) => {
  await signIn(page);
  const password = 'Plain-admin-password-1';
  const admin = await addAdmin(page, 'Plain', password);
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other, admin.email, password);
  await other.getByRole('menuitem', { name: /Settings/ }).click();
  await expect(other.getByRole('menuitem', { name: 'Login Session' })).toBeVisible();
  await expect(other.getByRole('menuitem', { name: 'Activity' })).toHaveCount(0);
  await context.close();

  await page.reload();
  await page.getByRole('menuitem', { name: /Settings/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Activity' })).toBeVisible();
});

test('at 1280×720 and 1440×900 a change time and a record id each stay on one line, and the page fits', async ({
  page,
}) => {
  await signIn(page);
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/activity');
    const first = page.locator('tbody tr.ant-table-row').first();
    await expect(first).toBeVisible();
    const cells = first.locator('td');
    const lines = await textLines(cells);
    const texts = await cells.allInnerTexts();
    // the expand button's cell, then When and, after Admin, Area and Action, the Record id
    for (const index of [1, 5])
      expect(lines[index], `${size.width}: "${texts[index]?.trim()}" on one line`).toBe(1);
    await expectNoSidewaysScroll(page, `/activity at ${size.width}`);
  }
});
