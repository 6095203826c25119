import type { Page } from '@playwright/test';
import { demoRecipientsNote, type IncompleteProfileAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import {
  expectInWindow,
  expectNoSidewaysScroll,
  expectTableFits,
  LAPTOP,
  WIDE_LAPTOP,
} from './support/layout';
import { signIn, tokenOf } from './support/signIn';

async function apiPost<T>(page: Page, path: string, body: object): Promise<T> {
  const res = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: body,
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test('a push to a segment: the audience count, the confirmation, then its progress reaches done in the history', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/push-notification');
  await expect(page.getByRole('heading', { name: 'Push Notification' })).toBeVisible();
  const audience = page.locator('.audience-count');
  await expect(audience).toContainText('—');

  // the checks in order: the key first, then the heading
  await page.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText('Please select Notification Key')).toBeVisible();
  await pick(page, page.getByLabel('Notification key'), 'Astro insights');
  await page.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText('Please enter Notification Heading')).toBeVisible();
  await page.getByLabel('Notification Heading').fill('Venus enters your sign');
  await page.getByLabel('Notification Text').fill('A good week to say hello.');

  // the segment: women whose app speaks Brazilian Portuguese, 25 to 40 (who kept astro insights on)
  await page.getByLabel('Português (Brasil)').check();
  await page.getByLabel('From age').fill('25');
  await page.getByLabel('To age').fill('40');
  await page.getByLabel('Female').check();
  const expected = await apiPost<{ count: number }>(page, 'user/notification-audience-count', {
    notificationKey: 'astro_insights',
    language: 'pt_br',
    fromAgeValue: 25,
    toAgeValue: 40,
    gender: ['f'],
  });
  expect(expected.count).toBeGreaterThan(0);
  await expect(audience).toContainText(expected.count.toLocaleString('en-US'));
  await page.getByRole('button', { name: 'Send Notification' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure want to Send Notification?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(`Notification queued for ${expected.count.toLocaleString('en-US')} member`),
  ).toBeVisible();

  await page.goto('/notification-list');
  const first = page.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('Venus enters your sign');
  await expect(first).toContainText('pt_br');
  await expect(first.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(first.locator('td.col-reach .reach-counts')).toHaveText(
    `${expected.count.toLocaleString('en-US')} / ${expected.count.toLocaleString('en-US')}`,
  );
  // every member of the demo data is the generator's: each push was kept in the outbox, and the row says so
  await expect(first.locator('td.col-reach .demo-note')).toHaveText(demoRecipientsNote(expected.count));
  // its recipients, each with its outcome: all kept in the outbox, so all sent
  await first.getByRole('button', { name: 'Recipients' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recipients: Venus enters your sign' });
  const rows = drawer.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(Math.min(10, expected.count));
  await expect(rows.filter({ hasText: 'sent' })).toHaveCount(Math.min(10, expected.count));
  await expect(rows.first()).toContainText('@');
});

test('an e-mail to two members: both recipients listed with their outcome', async ({ page }) => {
  await signIn(page);
  const members = await apiPost<IncompleteProfileAnswer>(page, 'user/incomplete-profile-list', {
    pageNo: 1,
    pageLimit: 2,
  });
  const [a, b] = members.item;
  expect(a && b).toBeTruthy();
  await page.goto('/email-contents');
  await page
    .getByLabel('User IDs (one per line, or separated by commas or spaces)')
    .fill(`${a!._id}\n${b!._id}, ${a!._id}`);
  await page.getByLabel('Subject').fill('Full moon tonight');
  await page.getByLabel('Body').fill('Look **up** tonight.');
  await page.getByRole('button', { name: 'Send Email' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure want to send this email?' });
  await expect(confirm).toContainText('2 members');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Email queued for 2 members.')).toBeVisible();

  await page.goto('/email-recipients');
  const first = page.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('Full moon tonight');
  await expect(first.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(first.locator('td.col-reach .reach-counts')).toHaveText('2 / 2');
  // the two members may be ones other tests made (not demo data); the start-up's demo e-mail went to five
  // of the generator's members, all kept in the outbox, and its row says so
  const demoEmail = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Your weekly stars' });
  await expect(demoEmail.locator('td.col-reach .demo-note')).toHaveText(demoRecipientsNote(5));
  await first.getByRole('button', { name: 'Recipients' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recipients: Full moon tonight' });
  const rows = drawer.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  for (const member of [a!, b!]) {
    const row = rows.filter({ hasText: member._id });
    await expect(row).toContainText(member.identifier.email);
    await expect(row).toContainText('sent');
  }
  await drawer.getByLabel('Search recipients').fill(b!._id.slice(0, 8));
  await drawer.getByLabel('Search recipients').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(b!._id);
});

test('Notification Settings and Email Settings save the reminders and show their texts per language', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/notification-settings');
  await expect(page.getByText('Your stars are waiting')).toBeVisible();
  await expect(page.getByText('Suas estrelas estão esperando')).toBeVisible();
  const form = page.locator('form#notificationSettings');
  await form.getByLabel('Service').click();
  await form.getByLabel('Reset time (hours)').fill('12');
  await pick(page, form.getByLabel('Redirect key'), 'Been matched');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings updated successfully')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Service')).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByLabel('Reset time (hours)')).toHaveValue('12');
  await expect(form).toContainText('Been matched');

  await page.goto('/email-settings');
  await page.getByRole('tab', { name: 'Logout Email' }).click();
  const logout = page.locator('form#logoutEmailSettings');
  await expect(page.getByText('We miss you on Orrery')).toBeVisible();
  await logout.getByLabel('Service').click();
  await logout.getByLabel('Reset time (hours)').fill('48');
  await logout.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email settings updated successfully')).toBeVisible();
  // the tab is kept in the address: a reload opens Logout Email again
  await expect(page).toHaveURL(/tab=2/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Logout Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(logout.getByLabel('Service')).toHaveAttribute('aria-checked', 'true');
  await expect(logout.getByLabel('Reset time (hours)')).toHaveValue('48');
});

test('the reset time takes 1 hour; "abc" or "1.5" is shown as invalid and blocks Save', async ({ page }) => {
  await signIn(page);
  const screens = [
    {
      path: '/notification-settings',
      form: 'form#notificationSettings',
      label: 'Reset time (hours)',
      saved: 'Notification settings updated successfully',
    },
    {
      path: '/email-settings',
      form: 'form#incompleteEmailSettings',
      label: 'Incomplete Email reset time (hours)',
      saved: 'Email settings updated successfully',
    },
  ];
  for (const { path, form: formSelector, label, saved } of screens) {
    await page.goto(path);
    const form = page.locator(formSelector);
    const hours = form.getByLabel('Reset time (hours)');
    const before = await hours.inputValue();
    expect(before).not.toBe('1');
    for (const typed of ['abc', '1.5', '']) {
      await hours.fill(typed);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText(`${label} must be a whole number of hours from 1 to 8760.`)).toBeVisible();
      await expect(hours).toHaveValue(typed);
      await expect(hours).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText(saved)).toHaveCount(0);
    await page.reload();
    await expect(hours).toHaveValue(before);

    await hours.fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await page.reload();
    await expect(hours).toHaveValue('1');
  }
});

test('Notification History: a cut text opens in full in a modal that its Close button closes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/notification-list');
  // the demo pushes' bodies are longer than a cell shows
  const cut = page.locator('tbody tr.ant-table-row .full-text-open').first();
  await expect(cut).toBeVisible();
  await cut.click();
  const modal = page.getByRole('dialog').filter({ has: page.locator('.full-text') });
  await expect(modal).toBeVisible();
  await expect(modal.locator('.full-text')).not.toContainText('…');
  await expect(modal).not.toHaveClass(/zoom-appear/);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

test("Notification and Email History at 1280×720 and 1440×900: Progress, Reached and Recipients in view, the rest in the row's detail", async ({
  page,
}) => {
  await signIn(page);
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    const what = `${size.width}×${size.height}`;

    await page.goto('/notification-list');
    const table = page.locator('.ant-table-wrapper').first();
    const first = table.locator('tbody tr.ant-table-row').first();
    await expect(first.locator('td.col-reach .reach-counts')).toBeVisible();
    for (const title of ['Created', 'Notification Title', 'Progress', 'Reached', 'Recipients'])
      await expectInWindow(
        page,
        table.getByRole('columnheader', { name: title, exact: true }),
        `${what}: ${title}`,
      );
    await expectInWindow(page, first.locator('td.col-reach'), `${what}: the first push's Reached`);
    await expectInWindow(page, first.getByRole('button', { name: 'Recipients' }), `${what}: Recipients`);
    await expectTableFits(table, `${what}: Notification History`);
    await expectNoSidewaysScroll(page, `${what}: Notification History`);
    // the columns that do not fit are in the row's detail, under their titles
    const shown = await table.getByRole('columnheader').allInnerTexts();
    expect(shown).not.toContain('Country');
    await first.getByRole('button', { name: 'Expand row' }).click();
    const detail = table.locator('.row-detail').first();
    await expect(detail).toBeVisible();
    for (const title of ['Key', 'Gender', 'Age', 'City', 'State', 'Country'].filter(
      (t) => !shown.includes(t),
    ))
      await expect(
        detail.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${title}$`) }),
      ).toBeVisible();
    await expectNoSidewaysScroll(page, `${what}: Notification History, a row open`);

    await page.goto('/email-recipients');
    const emails = page.locator('.ant-table-wrapper').first();
    const email = emails.locator('tbody tr.ant-table-row').filter({ hasText: 'Your weekly stars' });
    await expect(email.locator('td.col-reach .reach-counts')).toBeVisible();
    for (const title of ['Progress', 'Reached', 'Recipients'])
      await expectInWindow(
        page,
        emails.getByRole('columnheader', { name: title, exact: true }),
        `${what}: ${title}`,
      );
    await expectInWindow(page, email.locator('td.col-reach'), `${what}: the e-mail's Reached`);
    await expectInWindow(page, email.getByRole('button', { name: 'Recipients' }), `${what}: its Recipients`);
    await expectTableFits(emails, `${what}: Email History`);
    await expectNoSidewaysScroll(page, `${what}: Email History`);
  }
});
