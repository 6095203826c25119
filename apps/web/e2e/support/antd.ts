import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the antd Select `field`, picks `option` and waits for the list to close:
 * a closing list still covers the controls below it for a moment. A click that the list lost (its
 * options were drawn again as their data arrived) is tried again.
 */
export async function pick(page: Page, field: Locator, option: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) await field.click();
    await open.getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(open).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits until an antd modal has finished opening: a click during its zoom can be lost. */
export async function opened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
}

/** Picks an option of the antd Select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await pick(page, scope.getByLabel(label, { exact: true }), option);
}

/** Types a date or time into an antd picker and confirms it. */
export async function typeInPicker(scope: Locator, label: string, text: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}
