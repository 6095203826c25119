import { DateTime } from 'luxon';
import { emailMessages, scheduleMessages } from '@orrery/contract';
import type { IncompleteProfileAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { pick } from './support/antd';
import { apiPost } from './support/api';
import { signIn } from './support/signIn';

/** 09:00 three days from now in the company's zone (the test server's TIME_ZONE), as picker text and label. */
const inThreeDays = () => {
  const day = DateTime.now().setZone('Europe/Paris').plus({ days: 3 });
  return { text: day.toFormat("yyyy-MM-dd '09:00'"), label: `${day.toFormat('d LLL yyyy')}, 09:00` };
};

/** Types a date and time into Send At and confirms it with the picker's OK (Enter would submit the form). */
async function sendAt(page: Page, text: string) {
  const input = page.getByLabel('Send At', { exact: true });
  await input.click();
  await input.fill(text);
  await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: 'OK' }).click();
  await expect(input).toHaveValue(text);
}

test('a push scheduled for a date and time: listed in the history with when, then cancelled before it goes', async ({
  page,
}) => {
  await signIn(page);
  const when = inThreeDays();
  await page.goto('/push-notification');
  await page.getByLabel('All', { exact: true }).check();
  await pick(page, page.getByLabel('Notification key'), 'Astro insights');
  await page.getByLabel('Notification Heading').fill('Saturn returns on Sunday');
  await page.getByLabel('Notification Text').fill('A scheduled hello.');
  await page.getByLabel('At a date and time').check();
  await expect(page.getByText("In the company's time zone, Europe/Paris")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Notification' })).toHaveCount(0);
  // a time already past is refused with the field's name, and nothing is sent
  await sendAt(page, DateTime.now().setZone('Europe/Paris').toFormat("yyyy-MM-dd '00:00'"));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(scheduleMessages.sendAtPast)).toBeVisible();
  await sendAt(page, when.text);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `for ${when.label} (Europe/Paris)?` });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/^Notification scheduled for/)).toContainText(`${when.label} (Europe/Paris)`);

  await page.goto('/notification-list');
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Saturn returns on Sunday' });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.locator('.schedule-note')).toHaveText(`${when.label} (Europe/Paris)`);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: scheduleMessages.cancelConfirm })
    .getByRole('button', { name: 'Cancel send' })
    .click();
  await expect(page.getByText(scheduleMessages.cancelled)).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  // it stays cancelled after a reload
  await page.reload();
  await expect(
    page
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: 'Saturn returns on Sunday' })
      .getByText('Cancelled', { exact: true }),
  ).toBeVisible();
});

test("an e-mail scheduled at each member's own time: listed with when, in each member's zone", async ({
  page,
}) => {
  await signIn(page);
  const members = await apiPost<IncompleteProfileAnswer>(page, 'user/incomplete-profile-list', {
    pageNo: 1,
    pageLimit: 2,
  });
  const [a, b] = members.item;
  expect(a && b).toBeTruthy();
  const when = inThreeDays();
  await page.goto('/email-contents');
  await page
    .getByLabel('User IDs (one per line, or separated by commas or spaces)')
    .fill(`${a!._id}\n${b!._id}`);
  await page.getByLabel('Subject').fill('Your Monday stars');
  await page.getByLabel('Body').fill('At nine, wherever you are.');
  await page.getByLabel("At a time in each member's own zone").check();
  await expect(page.getByText(/At this time in each member's own time zone/)).toBeVisible();
  await sendAt(page, when.text);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: `for ${when.label} in each member’s own zone?` });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(emailMessages.scheduled(2, `${when.label} in each member’s own zone`)),
  ).toBeVisible();

  await page.goto('/email-recipients');
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Your Monday stars' });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.locator('.schedule-note')).toHaveText(`${when.label} in each member’s own zone`);
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
});
