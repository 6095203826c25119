import { expect, test } from './support/fixtures';
import { e2eEnv } from './support/env';
import { readOtp } from './support/outbox';
import { logoutButton, signInThroughForm } from './support/signIn';

const { email, password, nickName } = e2eEnv.superadmin;

test('sign-in warns about empty fields, then signs in with the code from the outbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter email address')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter password')).toBeVisible();

  const since = Date.now() - 2000;
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Welcome back! Login successful.')).toBeVisible();

  const otp = page.getByLabel('OTP');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter OTP')).toBeVisible();

  await otp.fill('12ab3456789');
  await expect(otp).toHaveValue('123456');
  const code = await readOtp(email, since);
  await otp.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP verification failed')).toBeVisible();

  await otp.fill(code);
  await otp.press('Enter');
  await expect(page.getByText('OTP verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'REGISTRATION' })).toBeVisible();
  await expect(page.getByTestId('header-nickname')).toHaveText(nickName);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { adminLoginTime?: string },
  );
  expect(stored.adminLoginTime).toBeTruthy();
});

test('a signed-out visit goes to /login with the wanted path, and back there after sign-in', async ({
  page,
}) => {
  await page.goto('/admin-login-session');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin-login-session$/);
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin-login-session$/);
  await expect(page.getByRole('heading', { name: 'Login Sessions' })).toBeVisible();
});

test('Logout ends the session and clears the stored keys', async ({ page }) => {
  await signInThroughForm(page);
  await page.evaluate(() => localStorage.setItem('userListFilter', '{"a":"1"}'));
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() =>
    ['user', 'access_token', 'userListFilter'].map((key) => localStorage.getItem(key)),
  );
  expect(left).toEqual([null, null, null]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('a refused token (401) is cleared and the user returns to /login keeping the page', async ({ page }) => {
  await signInThroughForm(page);
  await page.goto('/admin');
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('access_token', 'not-a-live-token-0123456789abcdef'));
  await page.getByRole('columnheader', { name: 'Email' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\?/);
  await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
});

test('with the token cleared from storage, the next call returns to /login', async ({ page }) => {
  await signInThroughForm(page);
  await page.goto('/admin');
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.getByRole('columnheader', { name: 'Email' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the login page loads no signed-in code; a stored session asks for the layout while the page is read', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.some((path) => path.includes('/AppLayout-')),
    'the layout on the login page',
  ).toBe(false);
  expect(
    scripts.some((path) => path.includes('/MembersPage-')),
    'a screen on the login page',
  ).toBe(false);
  await expect(page.locator('link[rel=modulepreload][href*="/AppLayout-"]')).toHaveCount(0);

  await signInThroughForm(page, email, password);
  scripts.length = 0;
  await page.goto('/members');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // asked for in the page's head, before the console's own code ran
  await expect(page.locator('head link[rel=modulepreload][href*="/AppLayout-"]')).toHaveCount(1);
  expect(scripts.some((path) => path.includes('/MembersPage-'))).toBe(true);
});
