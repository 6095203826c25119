import type { Location } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { apiPost } from './support/api';
import { createMember } from './support/members';
import { signIn, tokenOf } from './support/signIn';

test("a member's History tab shows the edit just saved, field by field, and another member's shows only its own", async ({
  page,
}) => {
  await signIn(page);
  const edited = await createMember(page);
  const other = await createMember(page);

  await page.goto(`/members/${edited._id}`);
  await page.getByLabel('Profession', { exact: true }).fill('Astronomer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User has been updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByRole('table', { name: 'History' });
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('member.edit');
  await expect(rows.nth(0)).toContainText('Superadmin');
  await expect(rows.nth(0)).toContainText('profession: — → Astronomer');
  await expect(rows.nth(1)).toContainText('member.create');
  await expect(page.getByText('2 changes')).toBeVisible();

  // the tab survives a reload; the Details are one click away, the saved value in the form
  await page.reload();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows.nth(0)).toContainText('profession: — → Astronomer');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Profession', { exact: true })).toHaveValue('Astronomer');

  // the next member opened: its own History, not the one before
  await page.goto(`/members/${other._id}?tab=history`);
  await expect(page.getByRole('heading', { name: other.nickName })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('member.create');
  await expect(history).not.toContainText('Astronomer');
  await expect(page.getByText('1 change', { exact: true })).toBeVisible();
});

test('History in the Edit Location drawer lists that location’s changes; the next location opened shows its own', async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now();
  const porto = (
    await apiPost<{ item: Location }>(page, 'location/location-map', {
      key: `porto ${stamp}`,
      tag: ['north'],
    })
  ).item;
  await apiPost(page, `location/location-item-add/${porto._id}`, {
    tag: ['north', 'coast'],
    version: porto.version,
  });
  const braga = (
    await apiPost<{ item: Location }>(page, 'location/location-map', {
      key: `braga ${stamp}`,
      tag: ['minho'],
    })
  ).item;

  await page.goto('/location-map');
  const openHistory = async (key: string) => {
    await page.getByRole('button', { name: `Edit location ${key}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Location' });
    await drawer.getByRole('button', { name: 'History' }).click();
    return page.getByRole('dialog', { name: `History of ${key}` });
  };

  let history = await openHistory(porto.key);
  let rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('location.update');
  await expect(rows.nth(0)).toContainText('tag: ["north"] → ["north","coast"]');
  await expect(rows.nth(1)).toContainText('location.add');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
  await page.getByRole('dialog', { name: 'Edit Location' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Location' })).toBeHidden();

  history = await openHistory(braga.key);
  rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('location.add');
  await expect(rows.nth(0)).toContainText('tag: — → ["minho"]');
  await expect(history).not.toContainText('coast');

  // the Location List of the next test starts empty
  for (const { _id } of [porto, braga]) {
    const gone = await page.request.delete(`/api/location/delete-location/${_id}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(gone.status()).toBe(200);
  }
});
