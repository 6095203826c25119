import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import { signIn } from './support/signIn';

test('Romeu settings: save the switch, prompt and model, then try a message offline and see the answer and its cost', async ({
  page,
}) => {
  const prompt = `You are Romeu, test prompt ${Date.now()}.`;
  await signIn(page);
  await page.goto('/romeu-settings');
  await expect(page.getByRole('heading', { name: 'Romeu Settings' })).toBeVisible();
  await expect(page.getByText('No AI model is configured')).toBeVisible();

  const enable = page.getByRole('switch', { name: 'Enable Romeu' });
  const wasOn = (await enable.getAttribute('aria-checked')) === 'true';
  await enable.click();
  await page.getByLabel('Prompt').fill(prompt);
  await pick(page, page.getByLabel('AI model'), 'gpt-4.1-nano');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Romeu settings updated successfully')).toBeVisible();

  // what was saved comes back after a reload
  await page.reload();
  await expect(page.getByLabel('Prompt')).toHaveValue(prompt);
  await expect(page.getByRole('switch', { name: 'Enable Romeu' })).toHaveAttribute(
    'aria-checked',
    String(!wasOn),
  );
  await expect(page.locator('.ant-select', { has: page.getByLabel('AI model') })).toHaveText('gpt-4.1-nano');

  // try it: the offline composer answers, with the saved model, the tokens and the cost
  await page.getByLabel('Message to Romeu').fill('Will I meet someone this week?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('romeu-answer');
  await expect(answer).toContainText('No AI model is configured');
  await expect(answer).toContainText('"Will I meet someone this week?"');
  const details = page.locator('.ant-descriptions');
  await expect(details).toContainText('gpt-4.1-nano');
  await expect(details).toContainText(/\d+ in, \d+ out/);
  await expect(details).toContainText(/€0\.0000\d\d/);
});

test('Romeu enabled with an empty prompt is refused: the Prompt says so and nothing is saved', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/romeu-settings');
  const prompt = page.getByLabel('Prompt');
  const saved = await prompt.inputValue();
  expect(saved.trim()).not.toBe('');
  const enable = page.getByRole('switch', { name: 'Enable Romeu' });
  if ((await enable.getAttribute('aria-checked')) !== 'true') await enable.click();
  await prompt.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the Prompt: Romeu cannot be enabled without one.')).toBeVisible();
  await expect(prompt).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Romeu settings updated successfully')).toHaveCount(0);
  await page.reload();
  await expect(prompt).toHaveValue(saved);
});
