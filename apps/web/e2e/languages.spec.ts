import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { choose } from './support/antd';
import {
  expectInWindow,
  expectNoSidewaysScroll,
  expectTableFits,
  LAPTOP,
  WIDE_LAPTOP,
} from './support/layout';
import { signIn } from './support/signIn';

test.describe.configure({ mode: 'serial' });

/** Signs in and opens a language's translation view (View on its row). */
/** Opens a language's translation view from the Languages List tab the page shows. */
async function viewLanguage(page: Page, language: RegExp) {
  await page.getByRole('row', { name: language }).getByRole('button', { name: 'View' }).click();
  return page.getByRole('dialog', { name: /Language Content/ });
}

async function openTranslationView(page: Page, language: RegExp) {
  await signIn(page);
  await page.goto('/languages');
  return viewLanguage(page, language);
}

test('adds a language: name, key and ISO code from the choices', async ({ page }) => {
  await signIn(page);
  await page.goto('/languages');
  await expect(page.getByRole('tab', { name: 'Languages List' })).toHaveAttribute('aria-selected', 'true');
  const english = page.getByRole('row', { name: /English EN/ });
  await expect(english).toBeVisible();
  await expect(english.getByRole('button', { name: 'Delete English' })).toHaveCount(0);
  await expect(
    page.getByRole('row', { name: /Português PT/ }).getByRole('button', { name: 'Delete Português' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'ADD Languages' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Language' });
  await drawer.getByRole('button', { name: 'Add Language' }).click();
  await expect(drawer.getByText('Please fill all the fields').first()).toBeVisible();
  await choose(page, drawer, 'Language', 'French');
  await expect(drawer.getByLabel('Key', { exact: true })).toHaveValue('FR');
  await expect(drawer.getByLabel('Mobile key', { exact: true })).toHaveValue('fr');
  await drawer.getByLabel('Country', { exact: true }).fill('France');
  await page.locator('.ant-select-dropdown:visible').getByTitle('France', { exact: true }).first().click();
  await expect(drawer.getByLabel('ISO code', { exact: true })).toHaveValue('FR');
  await drawer.getByRole('button', { name: 'Add Language' }).click();
  await expect(page.getByText('Language added successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /French FR France FR fr 0 0 0/ })).toBeVisible();
});

test('adds a function_base key and the Dart file carries its helper once', async ({ page }) => {
  await signIn(page);
  await page.goto('/languages');
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await expect(page).toHaveURL(/tab=4/);
  await page.getByRole('button', { name: 'ADD Content' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Content' });
  await drawer.getByLabel('Category', { exact: true }).fill('e2e');
  await drawer.getByLabel('Function base', { exact: true }).check();
  await drawer.getByLabel('Dart function name', { exact: true }).fill('stars');
  await drawer.getByLabel('Key', { exact: true }).fill('stars_count');
  await drawer.getByLabel('Default text (English)', { exact: true }).fill('You have {n} stars');
  await drawer.getByRole('button', { name: 'Add Content' }).click();
  await expect(drawer.getByText('Function name should end with _')).toBeVisible();
  await drawer.getByLabel('Dart function name', { exact: true }).fill('stars_');
  await drawer.getByLabel('Key', { exact: true }).fill('count_stars');
  await expect(drawer.getByText("function name should be start with Key's text")).toBeVisible();
  await drawer.getByLabel('Key', { exact: true }).fill('stars_count');
  await drawer.getByRole('button', { name: 'Add Content' }).click();
  await expect(page.getByText('Content added successfully')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('stars_count');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const added = page.getByRole('row', { name: /e2e stars_count You have \{n\} stars function_base stars_/ });
  await expect(added).toBeVisible();

  await page.getByRole('button', { name: 'Download Dart File' }).click();
  const modal = page.getByRole('dialog', { name: 'Download Dart File' });
  await expect(modal.getByLabel('Version number', { exact: true })).toHaveValue('1.0.0');
  await expect(modal.getByLabel('Date', { exact: true })).toHaveAttribute('readonly', '');
  // the demo's 1.0.0 carried no texts: this first export says so, rather than "Since 1.0.0: 279 added"
  await expect(
    modal.getByText(/^First export: no earlier export to compare with \(\d+ mobile keys\)\.$/),
  ).toBeVisible();
  await modal.getByLabel('Version number', { exact: true }).fill('');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Please enter version number')).toBeVisible();
  // versions only move forward
  await modal.getByLabel('Version number', { exact: true }).fill('0.9.0');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(
    modal.getByText(
      'Version number 0.9.0 comes before the current version 1.0.0: versions only move forward.',
    ),
  ).toBeVisible();
  await modal.getByLabel('Version number', { exact: true }).fill('1.0.1');
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Submit' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ui_snippets.dart');
  const dart = await readFile(await file.path(), 'utf8');
  expect(dart).toContain("const String uiSnippetsVersion = '1.0.1';");
  expect(dart.match(/static String stars_\(/g)).toHaveLength(1);
  expect(dart).toContain("'stars_count': 'You have {n} stars',");
  await expect(page.getByText('Dart version updated successfully')).toBeVisible();
  // the next export compares with this one
  await page.getByRole('button', { name: 'Download Dart File' }).click();
  const again = page.getByRole('dialog', { name: 'Download Dart File' });
  await expect(again.getByLabel('Version number', { exact: true })).toHaveValue('1.0.1');
  await expect(again.getByText('Since 1.0.1: 0 added, 0 changed, 0 removed')).toBeVisible();
});

test('translates a key into Português and publishes it; the counters follow', async ({ page }) => {
  const view = await openTranslationView(page, /Português PT/);
  await expect(view.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await expect(view.getByRole('button', { name: 'Download JSON' })).toBeVisible();
  await view.getByRole('searchbox', { name: 'Key' }).fill('stars_count');
  await view.getByRole('searchbox', { name: 'Key' }).press('Enter');
  const row = view.getByRole('row', { name: /stars_count/ });
  await expect(row.getByText('unPublish')).toBeVisible();
  const pending = Number(
    await view
      .locator('.ant-statistic')
      .filter({ hasText: 'Pending' })
      .locator('.ant-statistic-content-value')
      .innerText(),
  );

  await row.getByRole('button', { name: 'Translate stars_count' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit language Translate' });
  await edit.getByLabel('Translate (Português)', { exact: true }).fill('Você tem {n} estrelas');
  await edit.getByRole('switch', { name: 'Published' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language content updated successfully')).toBeVisible();
  await expect(row).toContainText('Você tem {n} estrelas');
  await expect(row.getByRole('switch', { name: 'Published stars_count' })).toBeChecked();
  await expect(view.locator('.ant-statistic').filter({ hasText: 'Pending' })).toContainText(
    String(pending - 1),
  );

  await row.getByRole('switch', { name: 'Published stars_count' }).click();
  await expect(row.getByRole('switch', { name: 'Published stars_count' })).not.toBeChecked();
  await expect(view.locator('.ant-statistic').filter({ hasText: 'Pending' })).toContainText(String(pending));

  await page.reload();
  await expect(page.getByRole('dialog', { name: /Language Content/ })).toBeVisible();
});

test('Suggest translation offers the text of a key with the same English text; Use it fills the field', async ({
  page,
}) => {
  const view = await openTranslationView(page, /Português PT/);
  await view.getByRole('searchbox', { name: 'Key' }).fill('onboarding_button_save');
  await view.getByRole('searchbox', { name: 'Key' }).press('Enter');
  const row = view.getByRole('row', { name: /onboarding_button_save/ });
  await expect(row.getByText('unPublish')).toBeVisible();
  await row.getByRole('button', { name: 'Translate onboarding_button_save' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit language Translate' });
  const field = edit.getByLabel('Translate (Português)', { exact: true });
  await expect(field).toHaveValue('');
  await edit.getByRole('button', { name: 'Suggest translation' }).click();
  await expect(
    page.getByText(
      'Suggested from another key with the same English text in Português (no AI model is configured).',
    ),
  ).toBeVisible();
  await expect(edit.getByTestId('machine-suggestion')).toHaveText('Salvar');
  await expect(field).toHaveValue('');
  await edit.getByRole('button', { name: 'Use it' }).click();
  await expect(field).toHaveValue('Salvar');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language content updated successfully')).toBeVisible();
  await expect(row).toContainText('Salvar');
  // closed, the drawer hands the focus back to the button that opened it: an Enter typed in the search
  // before that would press the button again
  await expect(edit).toBeHidden();
  await expect(row.getByRole('button', { name: 'Translate onboarding_button_save' })).toBeFocused();

  // a text nobody else has: the drawer says there is no suggestion
  await view.getByRole('searchbox', { name: 'Key' }).fill('login_empty');
  await view.getByRole('searchbox', { name: 'Key' }).press('Enter');
  await view
    .getByRole('row', { name: /login_empty/ })
    .getByRole('button', { name: 'Translate login_empty' })
    .click();
  await edit.getByRole('button', { name: 'Suggest translation' }).click();
  await expect(page.getByText(/^No suggestion: no AI model is configured on the server/)).toBeVisible();
  await expect(edit.getByTestId('machine-suggestion')).toHaveCount(0);
});

test('English texts cannot be edited in the translation view', async ({ page }) => {
  const view = await openTranslationView(page, /English EN/);
  await view.getByRole('tab', { name: 'Server' }).click();
  const row = view.getByRole('row', { name: /logout_user_email_title/ });
  await expect(row.getByRole('button', { name: 'Translate logout_user_email_title' })).toBeDisabled();
  await expect(row.getByText('Published')).toBeVisible();
});

test('at 1440×900 and 1280×720 the Action column is in view: the key lists and the translation view', async ({
  page,
}) => {
  await signIn(page);
  for (const size of [WIDE_LAPTOP, LAPTOP]) {
    await page.setViewportSize(size);
    const what = `${size.width}×${size.height}`;
    for (const tab of ['Mobile', 'Server']) {
      await page.goto('/languages');
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const table = page.locator('.ant-table-wrapper').first();
      const row = table.locator('tbody tr.ant-table-row').first();
      await expect(row).toBeVisible();
      await expectInWindow(
        page,
        table.getByRole('columnheader', { name: 'Action' }),
        `${what}: ${tab}'s Action`,
      );
      await expectInWindow(page, row.getByRole('button', { name: /^Delete / }), `${what}: ${tab}'s Delete`);
      await expectTableFits(table, `${what}: the ${tab} keys`);
      await expectNoSidewaysScroll(page, `${what}: the ${tab} keys`);
    }

    // the list shown last was the Server tab: back to the languages
    await page.getByRole('tab', { name: 'Languages List' }).click();
    const view = await viewLanguage(page, /Português PT/);
    const table = view.locator('.ant-table-wrapper');
    const edit = view.getByRole('button', { name: /^Translate / }).first();
    await expect(edit).toBeVisible();
    await expectInWindow(
      page,
      view.getByRole('columnheader', { name: 'Action' }),
      `${what}: the view's Action`,
    );
    await expectInWindow(page, edit, `${what}: a Translate button`);
    await expectTableFits(table, `${what}: the translation view`);
    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(view).toBeHidden();
  }
});

test('deletes a key into Deleted Key and restores it', async ({ page }) => {
  await signIn(page);
  await page.goto('/languages?tab=4');
  await page.getByRole('searchbox', { name: 'Search' }).fill('help_empty');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await page.getByRole('button', { name: 'Delete help_empty' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure to delete Content?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Content deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /help_empty/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Deleted Key' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
  const deleted = page.getByRole('row', { name: /help help_empty Nothing in Help yet/ });
  await expect(deleted).toBeVisible();
  await deleted.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Content restored successfully')).toBeVisible();
  await expect(deleted).toHaveCount(0);
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('help_empty');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('row', { name: /help_empty/ })).toBeVisible();
});

test('restricted mode hides the Mobile tab, Download Dart File and Download JSON', async ({ page }) => {
  await signIn(page);
  await page.goto('/languages?tab=4');
  await expect(page.getByRole('button', { name: 'Download Dart File' })).toBeVisible();
  await page.getByRole('switch', { name: 'Restricted mode' }).click();
  await expect(page.getByText('Restricted mode is on: mobile content is hidden.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Server' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Download Dart File' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Languages List' }).click();
  const view = await viewLanguage(page, /Português PT/);
  await expect(view.getByRole('tab', { name: 'Server' })).toHaveAttribute('aria-selected', 'true');
  await expect(view.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Download JSON' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('switch', { name: 'Restricted mode' }).click();
  await expect(page.getByText('Restricted mode is off.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mobile' })).toBeVisible();
});
