import { expect, type Page } from '@playwright/test';
import { storageKeys } from '@orrery/contract';
import { e2eEnv } from './env';
import { readOtp } from './outbox';

/** The header's Logout button (its name alone: table rows may hold keys such as logout_user_email_text). */
export const logoutButton = (page: Page) => page.getByRole('button', { name: /^(logout )?Logout$/ });

interface KeptSession {
  token: string;
  user: string;
}

/**
 * The session each account last signed in with, in this worker (whose server is its own): a later signIn
 * for the same account reuses it while the server still accepts it, which spares each test the two sign-in
 * steps (argon2, a mailed code). The steps themselves are tested in login.spec.ts; a test that ends the
 * session (logout, a deleted session, a changed password) makes the next signIn go through them again.
 */
const kept = new Map<string, KeptSession>();

async function stillAccepted(page: Page, token: string): Promise<boolean> {
  const answer = await page.request.get('/api/admin/login-session-list', {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.ok();
}

async function reuse(page: Page, session: KeptSession): Promise<void> {
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.accessToken, token);
      localStorage.setItem(keys.user, user);
    },
    { keys: storageKeys, token: session.token, user: session.user },
  );
  // the login screen sends a live session straight on to the wanted page
  await page.reload();
}

/**
 * Signs the page in, with the account's kept session when the server still accepts it, else through both
 * steps of the login screen; the page may already be at /login?redirect=…, and ends on the wanted page.
 */
export async function signIn(
  page: Page,
  email = e2eEnv.superadmin.email,
  password = e2eEnv.superadmin.password,
): Promise<void> {
  const session = kept.get(accountKey(email, password));
  if (session && (await stillAccepted(page, session.token))) {
    if (page.url() === 'about:blank') await firstLoadSignedIn(page, session);
    else {
      await openLogin(page);
      await reuse(page, session);
    }
    await expect(logoutButton(page)).toBeVisible();
  } else {
    await signInThroughForm(page, email, password);
  }
}

/**
 * A new page's first document starts with the kept session in its storage, so the dashboard opens
 * signed in with one load (instead of the login screen, a reload and its redirect); later loads of the
 * tab are left alone, so a test that signs out stays signed out.
 */
async function firstLoadSignedIn(page: Page, session: KeptSession): Promise<void> {
  await page.addInitScript(
    ({ keys, token, user }) => {
      if (sessionStorage.getItem('e2e-session-kept')) return;
      sessionStorage.setItem('e2e-session-kept', '1');
      localStorage.setItem(keys.accessToken, token);
      localStorage.setItem(keys.user, user);
    },
    { keys: storageKeys, token: session.token, user: session.user },
  );
  await page.goto('/');
}

/** A new session through both steps of the login screen: for a test that needs two sessions of one account. */
export async function signInThroughForm(
  page: Page,
  email = e2eEnv.superadmin.email,
  password = e2eEnv.superadmin.password,
): Promise<void> {
  await openLogin(page);
  const since = Date.now() - 2000;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  await page.getByLabel('OTP').fill(await readOtp(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(logoutButton(page)).toBeVisible();
  const stored = await page.evaluate(
    (keys) => ({ token: localStorage.getItem(keys.accessToken), user: localStorage.getItem(keys.user) }),
    storageKeys,
  );
  if (stored.token && stored.user)
    kept.set(accountKey(email, password), { token: stored.token, user: stored.user });
}

function accountKey(email: string, password: string): string {
  return `${email.toLowerCase()}\n${password}`;
}

async function openLogin(page: Page): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
}

/** The signed-in page's bearer token, for arranging data through the API. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('The page is not signed in');
  return token;
}
