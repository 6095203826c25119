import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/** Screenshots for a look at the layout: test-results/screens/*.png. */
test('screenshots of the login, the admin list and a placeholder page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login.png' });

  await signIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('cell', { name: 'admin@orrery.local' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-list.png' });
  await page.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Display Name' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/add-admin.png' });
  await page.keyboard.press('Escape');

  await page.goto('/astro/lucky-times');
  await expect(page.getByRole('heading', { name: 'Lucky Times' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/placeholder.png' });

  await page.goto('/admin-login-session');
  await expect(page.getByText('This session')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sessions.png' });
});
