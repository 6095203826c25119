import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pngBuffer, pngClaiming } from './support/png';
import { createMember } from './support/members';
import { signIn, tokenOf } from './support/signIn';

async function auth(page: Page) {
  return { authorization: `Bearer ${await tokenOf(page)}` };
}

async function editBehindTheBack(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
  profession: string,
) {
  const current = (await (await request.get(`/api/user/item/${id}`, { headers })).json()).data;
  const answer = await request.put(`/api/user/edit/${id}`, { headers, data: { ...current, profession } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('an admin edits a member and sees the saved values after a reload', async ({ page }) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  await expect(page.getByRole('heading', { name: member.nickName })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(page.getByText('Joined')).toBeVisible();
  await expect(page.getByText('Last Admin Modify')).toBeVisible();
  await expect(page.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} by Superadmin$/)).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveValue('15-May-1990');

  // the chart panel: the Sun of 15 May 1990 is in Taurus
  const points = page.getByRole('table', { name: 'Chart points' });
  await expect(points.getByRole('row', { name: /^Sun Taurus 24°/ })).toBeVisible();
  await expect(page.getByText(/\(Asia\/Kolkata\)$/)).toBeVisible();
  await expect(page.getByTestId('birth-place-facts')).toContainText('Time zone: Asia/Kolkata');

  await page.getByLabel('Profession', { exact: true }).fill('Astronomer');
  await page.getByLabel('Height (cm)').fill('172');
  await expect(page.getByText('5 ft 8 in')).toBeVisible();
  await page.getByLabel('Date of birth').fill('16-05-1991');
  await expect(page.getByText(/Age \d+ years \d+ months?/)).toBeVisible();
  await page.getByLabel('Date of birth').fill('16/05/1991');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the date of birth as DD-MMM-YYYY')).toBeVisible();
  await page.getByLabel('Date of birth').fill('16-May-91');
  await page.getByRole('checkbox', { name: 'Admin blocked' }).check();
  await page.getByRole('checkbox', { name: 'On hold' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please give the reason for putting this member on hold.')).toBeVisible();
  await page.getByLabel('On hold reason').fill('Photos under review');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('Astronomer');
  await expect(page.getByLabel('Height (cm)')).toHaveValue(/^172(\.00)?$/);
  await expect(page.getByLabel('Date of birth')).toHaveValue('16-May-1991');
  await expect(page.locator('.ant-tag', { hasText: /^Blocked$/ })).toBeVisible();
  await expect(page.getByText('active, blocked')).toBeVisible();
  await expect(
    page.getByText(/Put on hold by Superadmin on \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}/),
  ).toBeVisible();

  // ticking Active clears Dormant, Admin blocked and On hold
  await page.getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('checkbox', { name: 'Dormant' }).check();
  await expect(page.getByRole('checkbox', { name: 'Admin blocked' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'On hold' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been updated successfully')).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: /^Dormant$/ })).toBeVisible();
});

test('Active and Dormant cannot both be unticked: the form says so, saves nothing, the header keeps the stored status', async ({
  page,
}) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  const status = page.locator('.ant-descriptions-item', { hasText: 'Account status' });
  await expect(status).toHaveText('Account statusActive');
  const message = page.getByText('A member is either Active or Dormant: tick one of them.');

  await page.getByLabel('Profession', { exact: true }).fill('Not saved');
  await page.getByRole('checkbox', { name: 'Active' }).uncheck();
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(message).toBeVisible();
  await expect(page.getByText('User has been updated successfully')).toHaveCount(0);
  const stored = (
    await (await page.request.get(`/api/user/item/${member._id}`, { headers: await auth(page) })).json()
  ).data;
  expect(stored).toMatchObject({ active: true, dormant: false, accountStatus: 'active', profession: null });
  await expect(status).toHaveText('Account statusActive');

  // the Admin Comment shows how much of its 2000 characters is used
  await page.getByLabel('Admin Comment').fill('Checked by phone');
  await expect(page.getByText('16 / 2000')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Dormant' }).check();
  await expect(message).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been updated successfully')).toBeVisible();
  await expect(status).toHaveText('Account statusDormant');
});

test('a stale edit answers 409 and offers to reload, never overwriting', async ({ page }) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('');
  await editBehindTheBack(page.request, await auth(page), member._id, 'Changed elsewhere');

  await page.getByLabel('Profession', { exact: true }).fill('My stale edit');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This member has changed');
  await expect(dialog).toContainText('changed by someone else');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('Changed elsewhere');
});

test("Keep my edits after a 409 saves the person's edits over the newer version", async ({ page }) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('');
  await editBehindTheBack(page.request, await auth(page), member._id, 'Changed elsewhere');

  await page.getByLabel('Profession', { exact: true }).fill('My edit');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This member has changed');
  await dialog.getByRole('button', { name: 'Keep my edits' }).click();
  await expect(page.getByText('User has been updated successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('My edit');
});

test('an admin uploads and deletes a member photo in the User Profile drawer', async ({ page }) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  await page.getByRole('button', { name: 'Photos (0/6)' }).click();
  const drawer = page.getByRole('dialog', { name: 'User Profile' });
  await expect(drawer.getByText('No images yet')).toBeVisible();

  await drawer.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: pngClaiming(20000, 20000),
  });
  await expect(
    page.getByText('The image is too large (20000 × 20000 pixels).', { exact: false }),
  ).toBeVisible();
  await expect(drawer.getByTestId('member-photo')).toHaveCount(0);

  await drawer.locator('input[type=file]').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: pngBuffer(320, 400, [40, 120, 200]),
  });
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await expect(drawer.getByTestId('member-photo')).toHaveCount(1);
  // a signed link: the picture loads in the page, the bare file address is refused
  const photo = drawer.getByRole('img', { name: 'Photo 1' });
  await expect(photo).toHaveAttribute('src', /\/files\/members\/.+\.jpg\?e=\d+&s=[\w-]+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const bare = (await photo.getAttribute('src'))?.split('?')[0] ?? '';
  expect((await page.request.get(bare)).status()).toBe(403);
  await expect(page.getByRole('button', { name: 'Photos (1/6)' })).toBeAttached();

  await drawer.getByRole('button', { name: 'Delete photo 1' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted success')).toBeVisible();
  await expect(drawer.getByTestId('member-photo')).toHaveCount(0);
});

test('Previous User and Next User walk the saved ids, with a toast at either end', async ({ page }) => {
  await signIn(page);
  const [a, b, c] = [await createMember(page), await createMember(page), await createMember(page)];
  if (!a || !b || !c) throw new Error('members not created');
  await page.evaluate((ids) => localStorage.setItem('ids', JSON.stringify(ids)), [a._id, b._id, c._id]);

  await page.goto(`/members/${b._id}`);
  await expect(page.getByRole('heading', { name: b.nickName })).toBeVisible();
  await page.getByRole('button', { name: 'Next User' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${c._id}$`));
  await expect(page.getByRole('heading', { name: c.nickName })).toBeVisible();
  await page.getByRole('button', { name: 'Next User' }).click();
  await expect(page.getByText('Next Member not available.')).toBeVisible();
  await page.getByRole('button', { name: 'Previous User' }).click();
  await expect(page.getByRole('heading', { name: b.nickName })).toBeVisible();
  await page.getByRole('button', { name: 'Previous User' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${a._id}$`));
  await expect(page.getByRole('heading', { name: a.nickName })).toBeVisible();
  await page.getByRole('button', { name: 'Previous User' }).click();
  await expect(page.getByText('Previous Member not available.')).toBeVisible();

  // opened from the reported list: its own ids, back to Reporter
  await page.evaluate((ids) => localStorage.setItem('reportedIds', JSON.stringify(ids)), [c._id, a._id]);
  await page.goto(`/report/${c._id}`);
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Reporter' })).toHaveAttribute(
    'href',
    '/reported',
  );
  await page.getByRole('button', { name: 'Next User' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/${a._id}$`));
});

test('from 1280 to 1920 px wide the times sit on one row and no label or count of the panels wraps', async ({
  page,
}) => {
  await signIn(page);
  const member = await createMember(page);
  await editBehindTheBack(page.request, await auth(page), member._id, 'Astronomer');
  await page.goto(`/members/${member._id}`);
  await expect(page.getByText(/ by Superadmin$/)).toBeVisible();
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const label = (text: string) => page.getByText(text, { exact: true }).first();
  const times = ['Joined', 'Last Edited', 'Last Login', 'Last Active', 'Last Admin Modify'];
  const count = (text: string) =>
    page.locator('.ant-descriptions-item-container', { has: label(text) }).first();
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await Promise.all(times.map(async (t) => Math.round((await box(label(t))).y)));
    expect(new Set(tops).size, `${width}: times on one row`).toBe(1);
    for (const t of times) expect((await box(label(t))).height, `${width}: ${t}`).toBeLessThan(30);
    for (const value of await page.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}( by .*)?$/).all())
      expect((await box(value)).height, `${width}: a time on one line`).toBeLessThan(30);
    for (const text of ['Max distance', 'Show online status', 'Hide from explore'])
      expect((await box(label(text))).height, `${width}: ${text} on one line`).toBeLessThan(30);
    for (const text of ['Match me up', 'Astro compatibility', 'Jungian compatibility', 'Super likes'])
      expect((await box(count(text))).height, `${width}: ${text} and its count on one line`).toBeLessThan(30);
  }
});

test('leaving a member form with unsaved edits asks first: Stay keeps them, Leave goes', async ({ page }) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  await page.getByLabel('Profession', { exact: true }).fill('Cartographer');
  await page.getByRole('button', { name: 'Members' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/members/${member._id}`);
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('Cartographer');
  await page.getByRole('link', { name: 'Members' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
});

test('a date of birth typed wrong, then changed, shows one message at a time, and none once it is right', async ({
  page,
}) => {
  await signIn(page);
  const member = await createMember(page);
  await page.goto(`/members/${member._id}`);
  const dob = page.getByLabel('Date of birth');
  await expect(dob).toHaveValue(/1990/);
  const item = page.locator('.ant-form-item').filter({ has: dob });
  const shownErrors = item.locator('.ant-form-item-explain-error:visible');

  await dob.fill('15');
  await expect(shownErrors).toHaveText([/^Please enter the date of birth as/]);
  // "15-May-19" reads as 2019: too young; the format message goes as the new one comes
  await dob.fill('15-May-19');
  await expect(shownErrors).toHaveText(['A member must be at least 18 years old.']);
  await dob.fill('15-May-1990');
  await expect(shownErrors).toHaveCount(0);
  // a message on its way out (antd animates it for a moment beside the new one) is not shown at all
  const leaving = await item.evaluate((element) => {
    const probe = document.createElement('div');
    probe.className =
      'ant-form-show-help-item ant-form-show-help-item-leave ant-form-show-help-item-leave-active';
    probe.textContent = 'leaving';
    element.append(probe);
    const display = getComputedStyle(probe).display;
    probe.remove();
    return display;
  });
  expect(leaving).toBe('none');
});
