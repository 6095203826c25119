import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the antd Select `field`, picks `option` and waits for the list to close:
 * a closing list still covers the controls below it for a moment.
 */
export async function pick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  const open = page.locator('.ant-select-dropdown:visible');
  await open.getByTitle(option, { exact: true }).click();
  await expect(open).toHaveCount(0);
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
