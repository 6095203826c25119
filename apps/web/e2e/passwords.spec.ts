import { expect, test } from './support/fixtures';
import { addAdmin } from './support/admins';
import { opened } from './support/antd';
import { readResetLink } from './support/outbox';
import { signIn, signInThroughForm } from './support/signIn';

test('an admin changes their password from the account menu: other sessions end, the new one signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const admin = await addAdmin(page, 'Keyholder', 'Old-password-123');
  const mine = await (await browser.newContext({ baseURL })).newPage();
  const elsewhere = await (await browser.newContext({ baseURL })).newPage();
  await signIn(mine, admin.email, 'Old-password-123');
  await signInThroughForm(elsewhere, admin.email, 'Old-password-123');

  await mine.getByTestId('header-nickname').click();
  await mine.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = mine.getByRole('dialog', { name: 'Change password' });
  await opened(dialog);
  await expect(dialog).toContainText('At least 10 characters (at most 200).');

  await dialog.getByLabel('Current password').fill('Old-password-123');
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password').fill('different');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    dialog.getByText('The new password needs at least 10 characters (at most 200).'),
  ).toBeVisible();
  await expect(dialog.getByText("Two inputs don't match!")).toBeVisible();

  // a wrong current password: the server's refusal is shown on its field
  await dialog.getByLabel('Current password').fill('Not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('New-password-456');
  await dialog.getByLabel('Confirm new password').fill('New-password-456');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is not right.')).toBeVisible();

  await dialog.getByLabel('Current password').fill('Old-password-123');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(mine.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // this session goes on; the other one is sent to sign in on its next call
  await mine.goto('/admin');
  await expect(mine.getByRole('link', { name: admin.nickName })).toBeVisible();
  await elsewhere.goto('/admin');
  await expect(elsewhere).toHaveURL(/\/login\?redirect=%2Fadmin$/);

  await mine.getByRole('button', { name: 'Logout' }).click();
  await expect(mine).toHaveURL(/\/login$/);
  await signIn(mine, admin.email, 'New-password-456');
  await expect(mine.getByTestId('header-nickname')).toHaveText(admin.nickName);
  await mine.context().close();
  await elsewhere.context().close();
});

test('a superadmin resets an admin’s password: the mailed link sets a new one, once, then sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const admin = await addAdmin(page, 'Keyholder', 'Forgotten-password-1');
  const session = await (await browser.newContext({ baseURL })).newPage();
  await signIn(session, admin.email, 'Forgotten-password-1');

  await page.goto(`/admin/${admin.id}`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Reset the password of ${admin.nickName}?`);
  const since = Date.now() - 2000;
  await confirm.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`A password reset link, valid for 30 minutes, was mailed to ${admin.email}.`),
  ).toBeVisible();
  const link = await readResetLink(admin.email, since);
  expect(link.startsWith(`${baseURL}/reset-password#token=`)).toBe(true);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(`For ${admin.nickName} (${admin.email})`)).toBeVisible();
  await visitor.getByLabel('New password', { exact: true }).fill('Fresh-password-789');
  await visitor.getByLabel('Confirm new password').fill('Fresh-password-78');
  await visitor.getByRole('button', { name: 'Set password' }).click();
  await expect(visitor.getByText("Two inputs don't match!")).toBeVisible();
  await visitor.getByLabel('Confirm new password').fill('Fresh-password-789');
  await visitor.getByRole('button', { name: 'Set password' }).click();
  await expect(visitor.getByText('Your new password is set. Sign in with it.')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);

  // the admin's session ended with the reset
  await session.goto('/admin');
  await expect(session).toHaveURL(/\/login\?redirect=%2Fadmin$/);

  // the link works once
  await visitor.goto(link);
  await expect(visitor.getByText('This link cannot be used')).toBeVisible();
  await expect(
    visitor.getByText('This password reset link has already been used. Ask a superadmin for a new one.'),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await signIn(visitor, admin.email, 'Fresh-password-789');
  await expect(visitor.getByTestId('header-nickname')).toHaveText(admin.nickName);
  await session.context().close();
  await visitor.context().close();
});
