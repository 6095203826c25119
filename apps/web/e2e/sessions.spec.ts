import { expect, test } from './support/fixtures';
import { signIn, signInThroughForm } from './support/signIn';

test('deleting a session in /admin-login-session signs that browser out', async ({ browser, baseURL }) => {
  const contextA = await browser.newContext({ baseURL });
  const contextB = await browser.newContext({ baseURL });
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  await signIn(a);
  await a.goto('/admin-login-session');
  const ownRow = a.getByRole('row').filter({ hasText: 'This session' });
  await expect(ownRow).toHaveCount(1);
  const fingerprint = (
    (await ownRow.getByRole('button', { name: /^[0-9a-f]{16}$/ }).textContent()) ?? ''
  ).trim();
  expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);

  await signInThroughForm(b);
  await b.goto('/admin-login-session');
  const rowOfA = b.getByRole('row').filter({ hasText: fingerprint });
  await expect(rowOfA).toHaveCount(1);
  await expect(rowOfA).not.toContainText('This session');

  await rowOfA.getByRole('button', { name: fingerprint }).click();
  const viewer = b.getByRole('dialog');
  await expect(viewer.getByTestId('token-fingerprint')).toContainText(fingerprint);
  // a click during antd's opening animation can be lost: close once the dialog has settled
  await expect(viewer).not.toHaveClass(/zoom-appear/);
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();

  await rowOfA.getByRole('button', { name: /Delete session/ }).click();
  const confirm = b.getByRole('dialog');
  await expect(confirm).toContainText('Delete this session?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(b.getByText('Token deleted successfully')).toBeVisible();
  await expect(b.getByRole('row').filter({ hasText: fingerprint })).toHaveCount(0);

  await a.goto('/admin');
  await expect(a).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await expect(a.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await contextA.close();
  await contextB.close();
});
