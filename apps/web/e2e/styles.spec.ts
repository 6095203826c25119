import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

test("a signed-in screen takes antd's styles from the built stylesheet, in the brand colour", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/members');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  // the console's purple, from the stylesheet's variables, on the chosen menu entry and the active tab
  const purple = 'rgb(114, 46, 209)';
  await expect(page.getByRole('menuitem', { name: 'Members' })).toHaveCSS('background-color', purple);
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveCSS('color', purple);
  // the table's header is drawn as antd draws it: its grey, its bold titles
  const header = page.getByRole('columnheader', { name: 'Email' });
  await expect(header).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(header).toHaveCSS('font-weight', '600');

  const styles = await page.evaluate(() => ({
    // rules antd wrote into the page as the table first drew (its runtime styles)
    madeInPage: [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('.ant-table-thead'),
    ).length,
    // the table's rules in the stylesheet's cascade layer
    inLayer: [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) =>
          rule instanceof CSSLayerBlockRule &&
          rule.name === 'antd' &&
          [...rule.cssRules].some((inner) => inner.cssText.includes('.ant-table-thead')),
      ),
    ),
  }));
  expect(styles).toEqual({ madeInPage: 0, inLayer: true });
});
