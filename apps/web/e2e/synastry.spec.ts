import { SYNASTRY_ASPECTS, type SynastrySet } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import { pick } from './support/antd';
import { expectNoSidewaysScroll, LAPTOP, overlap, WIDE_LAPTOP } from './support/layout';
import { signIn } from './support/signIn';

const DEMO = 'Long marriage (demo weights)';

test('copy a set, hide a planet, save, export and import the file as a new set', async ({ page }) => {
  // the whole life of a set in one flow (create, edit, save, export, import, delete): up to three minutes
  test.slow();
  const stamp = Date.now();
  const copyName = `E2E copy ${stamp}`;
  const importName = `E2E import ${stamp}`;
  await signIn(page);
  await page.goto('/astro/synastry');
  const selector = page.getByLabel('Rule/Score set');
  const shown = page.locator('.ant-select', { has: selector });
  // the last set of the list is shown first: the demo set (8 planets, 5 orbs: 23 pairs × 5 aspects)
  await expect(shown).toHaveText(DEMO);
  await expect(page.getByText('115 visible rules')).toBeVisible();

  // New, copying the demo set
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Rule/Score set' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please enter name!')).toBeVisible();
  await expect(dialog.getByText('Please select name!')).toBeVisible();
  await dialog.getByLabel('Name').fill(DEMO.toUpperCase());
  await expect(dialog.getByText(`${DEMO.toUpperCase()} is already exist`)).toBeVisible();
  await dialog.getByLabel('Name').fill(copyName);
  await pick(page, dialog.getByRole('combobox', { name: 'Copy from' }), DEMO);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Synastry add success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shown).toHaveText(copyName);
  await expect(page.getByText('115 visible rules')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ma_0_ma', exact: true })).toBeVisible();

  // hiding Mars hides its 6 pairs × 5 aspects at once
  await page.getByRole('checkbox', { name: 'ma', exact: true }).uncheck();
  await expect(page.getByText('85 visible rules')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ma_0_ma', exact: true })).toBeHidden();
  // unticking the trine clears its value and hides the trines
  await page.getByRole('checkbox', { name: 'Trine enabled' }).uncheck();
  await expect(page.getByLabel('Trine orb')).toHaveValue('');
  await expect(page.getByText('68 visible rules')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Trine enabled' }).check();
  await page.getByLabel('Trine orb').fill('7');
  await expect(page.getByText('85 visible rules')).toBeVisible();
  // unticked and ticked again, the sextile gets back its 6° and its rules, never an enabled 0°
  await page.getByRole('checkbox', { name: 'Sextile enabled', exact: true }).uncheck();
  await expect(page.getByText('68 visible rules')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sextile enabled', exact: true }).check();
  await expect(page.getByLabel('Sextile orb', { exact: true })).toHaveValue('6.0');
  await expect(page.getByText('85 visible rules')).toBeVisible();
  // an orb ticked without a value is shown invalid, and Save refuses it, naming it
  await page.getByRole('checkbox', { name: 'Quintile enabled', exact: true }).check();
  await expect(
    page.locator('.ant-input-number', { has: page.getByLabel('Quintile orb', { exact: true }) }),
  ).toHaveClass(/ant-input-number-status-error/);
  await page.getByRole('button', { name: 'Save to Rule/Score set' }).click();
  await expect(
    page.getByText('The Quintile orb is ticked but has no value: enter its degrees, or untick it.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Quintile enabled', exact: true }).uncheck();

  // Add synastry rule: the four values are required; the rule is found by its prefix
  await page.getByRole('button', { name: 'Add/Update' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Add synastry rule' });
  await ruleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(ruleDialog.getByText('Please select rule')).toBeVisible();
  await expect(ruleDialog.getByText('please enter communication value')).toBeVisible();
  await ruleDialog.getByRole('combobox', { name: 'Rule' }).fill('SU_0_S');
  await expect(
    page.locator('.ant-select-dropdown:visible').getByTitle('su_0_su', { exact: true }),
  ).toBeVisible();
  await ruleDialog.getByRole('combobox', { name: 'Rule' }).press('Enter');
  await expect(ruleDialog.getByText('Please select rule')).toBeHidden();
  const weights = { Communication: '1', Connection: '2', Energy: '3', Stability: '4' };
  for (const [label, value] of Object.entries(weights)) await ruleDialog.getByLabel(label).fill(value);
  await ruleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(ruleDialog).toBeHidden();
  const suRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'su_0_su', exact: true }) });
  await expect(suRow.getByRole('cell')).toHaveText(['su_0_su', '1', '2', '3', '4']);

  await page.getByRole('button', { name: 'Save to Rule/Score set' }).click();
  await expect(page.getByText('Synastry updated successfully')).toBeVisible();
  const list = await apiGet<{ items: SynastrySet[] }>(page, `setting/protocols/list/${await myId(page)}`);
  const copy = list.items.find((s) => s.name === copyName);
  expect(copy?.version).toBe(2);
  const saved = (await apiGet<{ item: SynastrySet }>(page, `setting/protocol/${copy?._id}`)).item;
  expect(saved.planets).not.toContain('ma');
  expect(saved.orbs.find((o) => o.key === 'trine')).toEqual({ key: 'trine', value: 7, enabled: true });
  expect(saved.orbs.find((o) => o.key === 'sextile')).toEqual({ key: 'sextile', value: 6, enabled: true });
  expect(saved.orbs.find((o) => o.key === 'quintile')).toEqual({
    key: 'quintile',
    value: null,
    enabled: false,
  });

  // Export, then import that file as a new set: the same planets, orbs and weights
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${copyName}.xlsx`);
  // in the test's own output folder, which Playwright clears before each run
  const file = test.info().outputPath('set.xlsx');
  await download.saveAs(file);

  await page.getByRole('button', { name: 'Import' }).click();
  const importDialog = page.getByRole('dialog', { name: 'New Rule/Score set' });
  await importDialog.getByLabel('Name').fill(importName);
  await importDialog.locator('input[type=file]').setInputFiles(file);
  // the chosen file reaches the form once it is listed (Upload reports it a moment later)
  await expect(importDialog.getByText('set.xlsx')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import' }).click();
  // the copy's message may still be up on a slow machine (3 s, longer while hovered): one set is checked below
  await expect(page.getByText('Synastry add success').last()).toBeVisible();
  await expect(importDialog).toBeHidden();
  await expect(shown).toHaveText(importName);
  await expect(page.getByText('85 visible rules')).toBeVisible();
  const after = await apiGet<{ items: SynastrySet[] }>(page, `setting/protocols/list/${await myId(page)}`);
  expect(after.items.filter((s) => s.name === importName)).toHaveLength(1);
  const imported = after.items.find((s) => s.name === importName);
  const full = (await apiGet<{ item: SynastrySet }>(page, `setting/protocol/${imported?._id}`)).item;
  const parts = (s: SynastrySet) => [
    s.planets,
    s.orbs,
    s.synastryCategory,
    s.heartLogo,
    s.synastryVsGm,
    s.synastryRules,
  ];
  expect(parts(full)).toEqual(parts(saved));

  // Test multiple pairs opens /multiPair with this set
  await page.getByRole('button', { name: 'Test multiple pairs' }).click();
  await expect(page).toHaveURL(new RegExp(`/multiPair\\?.*protocolId=${imported?._id}`));
  // Back leaves /multiPair (its defaults replace the entry instead of adding one)
  await page.goBack();
  await expect(page).toHaveURL(/\/astro\/synastry(\?|$)/);

  // the selection is remembered across a reload; delete asks first
  await page.reload();
  await expect(shown).toHaveText(importName);
  await page.getByRole('button', { name: 'Delete Rule/Score set' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this Rule/Score set?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Rule/Score set deleted')).toBeVisible();
  await expect(shown).not.toHaveText(importName);
});

async function myId(page: import('@playwright/test').Page): Promise<string> {
  const user = await page.evaluate(() => localStorage.getItem('user'));
  return (JSON.parse(user ?? '{}') as { _id: string })._id;
}

test("at 1280×720 and 1440×900 each orb's box and name sit beside its input, all inside the Orbs card", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/astro/synastry');
  // whichever set is last (other tests add sets): its rules are drawn
  await expect(page.getByText(/^\d+ visible rules$/)).toBeVisible();
  const card = page.locator('.ant-card', { has: page.getByText('Orbs', { exact: true }) });
  for (const size of [LAPTOP, WIDE_LAPTOP]) {
    await page.setViewportSize(size);
    const what = `${size.width}×${size.height}`;
    await expectNoSidewaysScroll(page, what);
    const cardBox = (await card.boundingBox())!;
    for (const aspect of SYNASTRY_ASPECTS) {
      const name = `${what}: ${aspect.label}`;
      // the label around the box and its name: what a click ticks
      const tick = card.locator('label.ant-checkbox-wrapper', {
        has: page.getByLabel(`${aspect.label} enabled`, { exact: true }),
      });
      const input = card.locator('.ant-input-number', {
        has: page.getByLabel(`${aspect.label} orb`, { exact: true }),
      });
      const tickBox = (await tick.boundingBox())!;
      const inputBox = (await input.boundingBox())!;
      expect(overlap(tickBox, inputBox), `${name}: its box and name lie over its input`).toBe(false);
      for (const other of SYNASTRY_ASPECTS.filter((a) => a.key !== aspect.key)) {
        const otherInput = card.locator('.ant-input-number', {
          has: page.getByLabel(`${other.label} orb`, { exact: true }),
        });
        expect(
          overlap(tickBox, (await otherInput.boundingBox())!),
          `${name} over ${other.label}'s input`,
        ).toBe(false);
      }
      expect(inputBox.x + inputBox.width, `${name}: its input inside the card`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
      expect(tickBox.x + tickBox.width, `${name}: its name inside the card`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
    }
  }
});
