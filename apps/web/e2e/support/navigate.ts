import { expect, type Page } from '@playwright/test';

/**
 * Moves the running console to `url` as its links do (history and popstate, no new load of the page), and
 * waits until the page shown is that route's: the layout's main names the path it draws (data-path), which
 * changes only once the new screen is drawn, its code loaded.
 */
export async function moveInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  const path = new URL(url, 'http://x').pathname;
  await expect(page.locator('main[data-path]')).toHaveAttribute('data-path', path);
}
