import { expect, test } from './support/fixtures';
import { LAPTOP, overlap, WIDE_LAPTOP } from './support/layout';
import { signIn } from './support/signIn';

test('AI report settings: save a version of the free reports, compare it with the live one, set it live', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/astro/current-trends');
  const block = page.getByTestId('ai-block-free');
  await expect(block).toBeVisible();
  await expect(page.getByText('No AI model is configured').first()).toBeVisible();
  const versions = page.locator('.ant-card', { hasText: 'Free User Reports: versions' });
  // a new database has version 1 of each membership live: the defaults
  await expect(versions.getByRole('row', { name: /^1 Live gpt-4o-mini 200/ })).toBeVisible();

  // Set as Live Version waits for a saved version of what the block shows
  const words = block.getByLabel('Free User Reports Max. Words');
  await words.fill('240');
  await expect(block.getByRole('button', { name: 'Set as Live Version' })).toBeDisabled();
  await block.getByRole('button', { name: 'Save Version' }).click();
  await expect(page.getByText('Version 2 of the Free User Reports saved.')).toBeVisible();
  const v2 = versions.getByRole('row', { name: /^2 gpt-4o-mini 240/ });
  await expect(v2).toBeVisible();
  await expect(v2).toContainText('Superadmin');

  // compare with the live version: only Max. Words differs
  await v2.getByRole('button', { name: 'Compare with live' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Version 2 compared with the live version 1');
  await expect(dialog.getByRole('row', { name: 'Max. Words 240 200' })).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // set it live from the block
  await block.getByRole('button', { name: 'Set as Live Version' }).click();
  await expect(page.getByText('Version 2 is now the live version of the Free User Reports.')).toBeVisible();
  await expect(versions.getByRole('row', { name: /^2 Live gpt-4o-mini 240/ })).toBeVisible();
  await expect(versions.getByRole('row', { name: /^1 gpt-4o-mini 200/ })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Set as Live Version' })).toBeDisabled();

  // the premium reports keep their live version 1
  const premium = page.locator('.ant-card', { hasText: 'Premium Member Reports: versions' });
  await expect(premium.getByRole('row', { name: /^1 Live gpt-4o 350/ })).toBeVisible();
});

test('AI prices: change the price of a model, save, and see it after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/astro/current-trends');
  const prices = page.locator('.ant-card', { hasText: 'AI prices (euros per million tokens)' });
  const models = prices.getByLabel('Model');
  await expect(models).toHaveCount(6);
  await expect(models.nth(1)).toHaveValue('gpt-4o-mini');
  await prices.getByLabel('Input price').nth(1).fill('0.2');
  await prices.getByRole('button', { name: 'Add model' }).click();
  await models.nth(6).fill('llama3');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();
  await page.reload();
  await expect(models).toHaveCount(7);
  await expect(prices.getByLabel('Input price').nth(1)).toHaveValue('0.2');
  await expect(models.nth(6)).toHaveValue('llama3');
});

test("a text box's character count lies over nothing: the user prompt's help below it, Romeu's Send button", async ({
  page,
}) => {
  await signIn(page);
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/astro/current-trends');
    const userPrompt = page.locator('.ant-form-item', { has: page.getByLabel('User prompt') });
    const count = userPrompt.locator('.ant-input-data-count');
    const help = userPrompt.locator('.ant-form-item-extra');
    await expect(count).toBeVisible();
    await expect(help).toBeVisible();
    expect(
      overlap((await count.boundingBox())!, (await help.boundingBox())!),
      `${size.width}: count over help`,
    ).toBe(false);

    await page.goto('/romeu-settings');
    const tryCount = page.locator('.ant-input-data-count').last();
    const send = page.getByRole('button', { name: 'Send' });
    await expect(tryCount).toBeVisible();
    expect(
      overlap((await tryCount.boundingBox())!, (await send.boundingBox())!),
      `${size.width}: count over Send`,
    ).toBe(false);
  }
});
