import { expect, test } from './support/fixtures';
import { createMember } from './support/members';
import { signIn } from './support/signIn';

test('Ctrl+K finds a member accents aside and Enter opens it; a screen and a content key the same way', async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now().toString(36);
  const member = await createMember(page, `Élodie Kwik${stamp}`);

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search everything' });
  await expect(box).toBeFocused();
  await box.fill(`elodie kwik${stamp}`);
  const option = dialog.getByRole('option').filter({ hasText: member.nickName });
  await expect(option).toContainText('Member');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/members/${member._id}$`));
  await expect(page.getByRole('heading', { name: member.nickName })).toBeVisible();
  await expect(dialog).toBeHidden();

  // a screen from its first letters; ↓ moves the choice, Enter opens it
  await page.keyboard.press('Control+k');
  await box.fill('histor');
  const screens = dialog.getByRole('option');
  await expect(screens).toHaveCount(2);
  await expect(screens.nth(0)).toContainText('History');
  await expect(screens.nth(0)).toContainText('Notification');
  await expect(screens.nth(1)).toContainText('Email');
  await box.press('ArrowDown');
  await expect(screens.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/email-recipients$/);

  // a content key opens on its tab of Languages, searched by its key
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await box.fill('login_empty');
  const key = dialog
    .getByRole('option')
    .filter({ hasText: 'Content key' })
    .filter({ hasText: 'login_empty' });
  await key.click();
  await expect(page).toHaveURL(/\/languages\?.*search=login_empty/);
  await expect(page.getByRole('row', { name: /login_empty/ })).toBeVisible();
});

test('Ctrl+K says when nothing is found and asks for 3 letters before searching records', async ({
  page,
}) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search everything' });
  await box.fill('zq');
  await expect(dialog.getByRole('status')).toHaveText('Records are searched from 3 letters.');
  await box.fill('zqxv-nothing');
  await expect(dialog.getByRole('status')).toHaveText('Nothing found.');
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
