import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

test('astro settings: change the transit orb and save; a reload shows it; a nameless scenario row is refused', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/astro/current-trends');
  await expect(page.getByRole('tab', { name: 'AI Settings & Test', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'User & Astro-Events' }).click();
  await expect(page).toHaveURL(/tab=events/);

  const orb = page.getByLabel('Transit aspect orb');
  await expect(orb).toHaveValue('1.7');
  await expect(page.getByLabel('Transit peak orb')).toHaveValue('0.3');
  await expect(page.getByLabel('Progressed aspect orb')).toHaveValue('1.2');
  await expect(page.getByLabel('Progressed peak orb')).toHaveValue('0.1');
  await expect(page.getByText('Kept in this browser only (local storage)')).toBeVisible();

  // the six scenarios are fixed: shown by name, not editable
  const scenarios = page.locator('.ant-card', { hasText: 'Transit scenario' });
  for (const name of [
    '1/2 peaks once',
    '3/5 does not peak',
    '4/6 peaks twice',
    '7/9 does not peak',
    '8/10 peaks twice',
    '11 peaks three times',
  ])
    await expect(scenarios.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(scenarios.getByRole('textbox', { name: /^Scenario/ })).toHaveCount(0);

  // typed input that is no number (or out of range) is shown invalid, kept, and nothing is saved
  const cell = page.getByLabel('Trine, row 2');
  const trine = await cell.inputValue();
  const refused: [string, string][] = [
    ['abc', 'Numeric fields must be numbers or empty.'],
    ['1.5', 'Numeric fields must be from 0 to 1.'],
  ];
  for (const [typed, message] of refused) {
    await cell.fill(typed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(cell).toHaveValue(typed);
    await expect(page.getByText('Successfully saved.')).toBeHidden();
  }
  await orb.fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Orbs are numbers of degrees from 0 to 30.')).toBeVisible();
  await expect(page.getByText('Successfully saved.')).toBeHidden();
  await cell.fill(trine);

  await orb.fill('2.1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'User & Astro-Events', selected: true })).toBeVisible();
  await expect(page.getByLabel('Transit aspect orb')).toHaveValue('2.1');

  // back to the default, for the report tests that follow on the same server
  await page.getByLabel('Transit aspect orb').fill('1.7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();
});

test('source texts: walk the tree to a key, edit its text and save; a reload shows it, and the tree counts it', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page);
  await page.goto('/astro/current-trends?tab=sources');
  const list = (title: string) => page.getByRole('menu', { name: `${title} list` });

  // a demo text: Transit › Aspects › Sa › Squ › Su is t_a_sa_squ_su
  await list('Main')
    .getByRole('menuitem', { name: /Transit/ })
    .click();
  await list('Sub')
    .getByRole('menuitem', { name: /Aspects/ })
    .click();
  await list('Items').getByRole('menuitem', { name: /^Sa/ }).click();
  await list('Level 4').getByRole('menuitem', { name: /Squ/ }).click();
  await list('Level 5').getByRole('menuitem', { name: /^Su/ }).click();
  await expect(page.getByLabel('Key', { exact: true })).toHaveValue('t_a_sa_squ_su');
  await expect(page.getByLabel('Title')).toHaveValue('Transit Saturn square natal Sun');
  const summary = `E2E summary ${stamp}`;
  await page.getByLabel('Summary').fill(summary);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('successfully saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Summary')).toHaveValue(summary);

  // a key without a text: Eclipse-Bhava › Solar › H-05; once saved, the tree shows it has one
  await list('Main')
    .getByRole('menuitem', { name: /Eclipse-Bhava/ })
    .click();
  await expect(list('Main').getByRole('menuitem', { name: /Eclipse-Bhava/ })).not.toContainText(/\d/);
  await list('Sub').getByRole('menuitem', { name: /Solar/ }).click();
  await list('Items').getByRole('menuitem', { name: /H-05/ }).click();
  await expect(page.getByLabel('Key', { exact: true })).toHaveValue('ecl_solar_05');
  await expect(page.getByText('No text yet')).toBeVisible();
  await page.getByLabel('Title').fill(`Solar eclipse in house 5 (${stamp})`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('successfully saved.')).toBeVisible();
  await expect(list('Main').getByRole('menuitem', { name: /Eclipse-Bhava/ })).toContainText('1');
  await expect(list('Items').getByRole('menuitem', { name: /H-05/ }).getByLabel('has a text')).toBeVisible();

  // a typed key of the wrong shape
  await page.getByLabel('Key', { exact: true }).fill('ecl_solar');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('last level is required.')).toBeVisible();
});

test('AI settings: Max. Words typed as 1.5 or abc is shown invalid and kept; nothing is saved', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/astro/current-trends');
  const words = page.getByLabel('Premium Member Reports Max. Words');
  const before = await words.inputValue();
  for (const typed of ['1.5', 'abc']) {
    await words.fill(typed);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Max. Words must be a whole number from 10 to 2000')).toBeVisible();
    await expect(words).toHaveValue(typed);
  }
  await page.reload();
  await expect(page.getByLabel('Premium Member Reports Max. Words')).toHaveValue(before);
});
