import { expect, type Locator, type Page } from '@playwright/test';

/** The two laptop sizes staff use the console at, the narrowest first. */
export const LAPTOP = { width: 1280, height: 720 };
export const WIDE_LAPTOP = { width: 1440, height: 900 };

/** The page's document does not scroll sideways (retried while the page settles: charts redraw for a width). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: `${what}: the page scrolls sideways by` },
    )
    .toBeLessThanOrEqual(0);
}

/** A table (the `.ant-table-wrapper` `table`) shows all its columns without scrolling sideways. */
export async function expectTableFits(table: Locator, what: string): Promise<void> {
  const { scroll, client } = await table
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(scroll, `${what}: the table is ${scroll} px wide in ${client} px`).toBeLessThanOrEqual(client);
}

/** `locator` is drawn whole inside the window, without scrolling sideways (retried while the page settles). */
export async function expectInWindow(page: Page, locator: Locator, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect(locator, `${what} is drawn`).toBeVisible();
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, `${what} is drawn`).not.toBeNull();
    expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: right edge in the ${width} px window`).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 10_000 });
}

/** Whether two boxes overlap. */
export function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * How many lines the text of each element matched by `locator` is drawn on: the tops of its text boxes, an
 * icon or a tag beside the text not counted (two tops within 4 px are one line).
 */
export function textLines(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
    }),
  );
}
