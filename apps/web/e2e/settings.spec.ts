import type { Page } from '@playwright/test';
import type { DeletedListAnswer } from '@orrery/contract';
import { addAdmin } from './support/admins';
import { apiGet } from './support/api';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

const REFUSED = /Access from this address \((127\.0\.0\.1|::1)\) is not allowed for this account/;
/** A sign-in from outside the list is answered as a wrong password, naming the address. */
const SIGN_IN_REFUSED =
  /Invalid email or password, or this address \((127\.0\.0\.1|::1)\) is not on the account's IP whitelist/;

async function saveDeletionDays(page: Page, days: number): Promise<void> {
  await page.getByLabel('Deletion wait (days)').fill(String(days));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('App settings updated successfully').last()).toBeVisible();
}

test('App settings: a count below 1 is refused, a saved deletion wait comes back and changes the days left of deleted members', async ({
  page,
}) => {
  await signIn(page);
  const before = await apiGet<DeletedListAnswer>(page, 'user/deleted-list/');
  const member = before.items[0];
  if (!member) throw new Error('the demo data holds no deleted member');

  await page.goto('/appsettings');
  await expect(page.getByRole('heading', { name: 'App Settings' })).toBeVisible();
  await expect(page.getByLabel('Deletion wait (days)')).toHaveValue('60');
  await expect(page.getByLabel('Dormant after (days without activity)')).toHaveValue('30');

  await page.getByLabel('Like reset (minutes)').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Allow only more than 0 value')).toBeVisible();
  await page.getByLabel('Like reset (minutes)').fill('45');

  await saveDeletionDays(page, 90);
  await page.reload();
  await expect(page.getByLabel('Deletion wait (days)')).toHaveValue('90');
  await expect(page.getByLabel('Like reset (minutes)')).toHaveValue('45');

  // the purge and the Pending Deletion list read the setting: 30 more days before removal
  const after = await apiGet<DeletedListAnswer>(page, 'user/deleted-list/');
  expect(after.items.find((item) => item._id === member._id)?.daysLeft).toBe(member.daysLeft + 30);
  await page.goto('/deleted');
  const row = page.locator('tbody tr.ant-table-row', { hasText: member.nickName });
  await expect(row.filter({ hasText: `${member.daysLeft + 30} days` }).first()).toBeVisible();

  await page.goto('/appsettings');
  await saveDeletionDays(page, 60);
});

test('Force update: versions are checked as x.y.z, saved, and the public version policy follows them', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/forceUpadte');
  await expect(page.getByRole('heading', { name: 'Force Update' })).toBeVisible();
  await expect(page.getByLabel('iOS version')).toHaveValue('1.2.1');

  await page.getByLabel('iOS version').fill('2.1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the version as x.y.z (for example 1.2.1).')).toBeVisible();

  await page.getByLabel('iOS version').fill('2.1.0');
  await page.getByRole('switch', { name: 'iOS force update' }).click();
  await page.getByLabel('Android version').fill('2.0.3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Versions updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('iOS version')).toHaveValue('2.1.0');
  await expect(page.getByRole('switch', { name: 'iOS force update' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Android version')).toHaveValue('2.0.3');

  // the app asks without a token
  const ios = await page.request.get('/api/app/version-policy?platform=ios&version=2.0.9');
  expect(await ios.json()).toMatchObject({ latestVersion: '2.1.0', mustUpdate: true });
  const android = await page.request.get('/api/app/version-policy?platform=android&version=2.0.0');
  expect(await android.json()).toMatchObject({
    latestVersion: '2.0.3',
    updateAvailable: true,
    mustUpdate: false,
  });
});

test('IP whitelist: the admin sees their address, adds and deletes an entry, and an entry for another address locks them out of sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const password = 'Ip-whitelist-pass-1';
  const { id, email } = await addAdmin(page, 'Travelling', password);

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, email, password);
  await admin.goto('/ipWhitelist');
  await expect(admin.getByRole('heading', { name: 'IP Whitelist' })).toBeVisible();
  await expect(admin.getByTestId('caller-ip')).toHaveText(/^(127\.0\.0\.1|::1)$/);
  await expect(admin.getByText('No IP addresses yet')).toBeVisible();

  // a bad address is refused with the server's message
  await admin.getByLabel('IPv4 address').fill('203.0.113.300');
  await admin.getByRole('button', { name: 'Add' }).click();
  await expect(admin.getByText('Please enter a valid IPv4 address or range')).toBeVisible();

  // an entry for where they are: added at once, then deleted after confirming
  await admin.getByLabel('IPv4 address').fill('127.0.0.0/8');
  await admin.getByLabel('IPv6 address').fill('::1');
  await admin.getByRole('button', { name: 'Add' }).click();
  await expect(admin.getByText('IP Address added successfully')).toBeVisible();
  const entry = admin.locator('tbody tr.ant-table-row', { hasText: '127.0.0.0/8' });
  await expect(entry).toContainText('::1');
  await entry.getByRole('button', { name: 'Delete 127.0.0.0/8' }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByText('IP Address deleted successfully')).toBeVisible();
  await expect(admin.getByText('No IP addresses yet')).toBeVisible();

  // an entry for another address would lock them out: asked first, then refused on every call
  await admin.getByLabel('IPv4 address').fill('203.0.113.7');
  await admin.getByRole('button', { name: 'Add' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('you could no longer sign in from the address you are calling from');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // the first entry's toast may still be showing: the newest one is last
  await expect(admin.getByText('IP Address added successfully').last()).toBeVisible();
  await expect(admin.getByText(REFUSED).first()).toBeVisible();

  // signing in again from here is refused as a wrong password would be, naming the address
  await admin.evaluate(() => localStorage.clear());
  await admin.goto('/login');
  await admin.getByRole('textbox', { name: 'Email' }).fill(email);
  await admin.getByLabel('Password').fill(password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByText(SIGN_IN_REFUSED).first()).toBeVisible();
  await expect(admin.getByLabel('OTP')).toHaveCount(0);
  await context.close();

  // the superadmin still sees the entry on that admin's list
  const list = await apiGet<{ ips: { ipAddress: string }[] }>(page, `setting/ip-whitelist/list/${id}`);
  expect(list.ips.map((ip) => ip.ipAddress)).toEqual(['203.0.113.7']);
});
