import { expect, type Page } from '@playwright/test';
import { e2eEnv } from './env';
import { readOtp } from './outbox';

/** Both sign-in steps through the login screen; the page may already be at /login?redirect=…. */
export async function signIn(
  page: Page,
  email = e2eEnv.superadmin.email,
  password = e2eEnv.superadmin.password,
): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  const since = Date.now() - 2000;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  await page.getByLabel('OTP').fill(await readOtp(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** The signed-in page's bearer token, for arranging data through the API. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('The page is not signed in');
  return token;
}
