import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { leaveTexts } from '../src/lib/leaveTexts';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/**
 * Every form shows the record it was opened for, never what another opening left (ARCHITECTURE "Forms").
 * Drawer and modal forms are found, not listed: each route of routes.tsx without a parameter is visited
 * once per tab, and the buttons that open a form there (Edit on the first two rows; Add, New or Import in
 * the page) are tried in one sequence without reloading: the add form fresh, edit A, type, Cancel, edit B
 * (B's values, nothing typed), edit A again (A's values), the add form again (as fresh), type, Cancel,
 * edit A (A's values). Page forms: a member's detail, walked to the next member and back with Previous.
 */

type Kind = 'drawer' | 'modal';
const TYPED = 'left behind 34';

/** The console's routes without a parameter, read from routes.tsx. */
function consoleRoutes(): string[] {
  const text = readFileSync(new URL('../src/routes.tsx', import.meta.url), 'utf8');
  const paths = [...text.matchAll(/path: '(\/[^':*]*)'/g)].map((m) => m[1]!);
  return [...new Set(paths)].filter((p) => p !== '/login' && !p.includes('reset'));
}

const openForm = (page: Page) =>
  page.locator('.ant-drawer-open form[data-form-kind], .ant-modal-wrap:visible form[data-form-kind]').last();

/** What a form shows: each field's label, values, chosen items, ticks and switches. */
function shown(form: Locator): Promise<string[]> {
  return form.evaluate((f) =>
    [...f.querySelectorAll('.ant-form-item')].map((item) => {
      const inputs = [...item.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
        .filter((i) => i.type !== 'file' && i.type !== 'hidden' && i.getAttribute('role') !== 'combobox')
        .map((i) =>
          i instanceof HTMLInputElement && (i.type === 'checkbox' || i.type === 'radio')
            ? `${i.value}:${i.checked}`
            : i.value,
        );
      const chosen = [...item.querySelectorAll('.ant-select-selection-item')].map((s) => s.textContent ?? '');
      const switches = [...item.querySelectorAll('[role=switch]')].map((s) => s.getAttribute('aria-checked'));
      return [item.querySelector('label')?.textContent ?? '', ...inputs, ...chosen, ...switches].join('|');
    }),
  );
}

/** Types into the form's first free text box, so that something unsaved is left behind; false if none. */
async function typeSomething(form: Locator): Promise<boolean> {
  const box = form
    .locator('input[type=text]:not([readonly]):not([disabled]), textarea:not([disabled])')
    .first();
  if ((await box.count()) === 0) return false;
  await box.fill(TYPED);
  return true;
}

async function close(page: Page, form: Locator): Promise<void> {
  const dialog = page.locator('.ant-drawer-open, .ant-modal-wrap:visible').last();
  const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
  if (await cancel.count()) await cancel.first().click();
  else await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
}

async function visit(page: Page, route: string, tab?: string): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  if (tab) {
    await page.locator('main').getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  }
}

interface Opener {
  name: string;
  /** Which of the rows' buttons of that name; undefined: a button of the page. */
  row?: number;
}

const rowEdits = (page: Page) =>
  page.locator('main tbody tr.ant-table-row').getByRole('button', { name: /^Edit\b/ });
const pageOpeners = (page: Page) =>
  page.locator('main').getByRole('button', { name: /^(Add|ADD|New|Import)\b(?!.*(sample|CSV))/ });

/** Opens the form of an opener: the form, or null when the button opened none (or left the page). */
async function open(page: Page, opener: Opener, route: string): Promise<Locator | null> {
  const button =
    opener.row === undefined
      ? page.locator('main').getByRole('button', { name: opener.name, exact: true }).first()
      : page
          .locator('main tbody tr.ant-table-row')
          .getByRole('button', { name: opener.name, exact: true })
          .nth(opener.row);
  if (!(await button.isVisible()) || (await button.isDisabled())) return null;
  await button.click();
  const form = openForm(page);
  const opened = await form.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!opened && new URL(page.url()).pathname !== route) return null;
  return opened ? form : null;
}

interface Tried {
  kind: Kind;
  where: string;
}

/** The sequence on one route's tab; what it tried, by kind. */
async function trySequence(page: Page, route: string, tab: string | undefined, problems: string[]) {
  const where = `${route}${tab ? ` (${tab})` : ''}`;
  const tried: Tried[] = [];
  const edits: Opener[] = [];
  const buttons = rowEdits(page);
  for (let i = 0; i < Math.min(await buttons.count(), 2); i++) {
    const button = buttons.nth(i);
    const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim();
    edits.push({ name, row: edits.filter((e) => e.name === name).length });
  }
  const adds: Opener[] = [...new Set((await pageOpeners(page).allTextContents()).map((t) => t.trim()))].map(
    (name) => ({ name }),
  );
  if (edits.length === 0 && adds.length === 0) return tried;

  const kindOf = async (form: Locator): Promise<Kind> =>
    (await form.evaluate((f) => f.getAttribute('data-form-kind'))) as Kind;
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`);
  };

  // each add form as it opens first (fresh)
  const freshAdds = new Map<Opener, string[]>();
  for (const add of adds) {
    const form = await open(page, add, route);
    if (!form) {
      if (new URL(page.url()).pathname !== route) await visit(page, route, tab);
      continue;
    }
    freshAdds.set(add, await shown(form));
    tried.push({ kind: await kindOf(form), where: `${where} ${add.name}` });
    await close(page, form);
  }

  const [a, b] = edits;
  let shownA: string[] | undefined;
  if (a) {
    const formA = await open(page, a, route);
    if (formA) {
      shownA = await shown(formA);
      tried.push({ kind: await kindOf(formA), where: `${where} ${a.name}` });
      const typed = await typeSomething(formA);
      await close(page, formA);
      if (b) {
        const formB = await open(page, b, route);
        if (formB) {
          const shownB = await shown(formB);
          check(
            !shownB.join().includes(TYPED),
            `${b.name} after a typed Cancel on ${a.name} shows what was typed`,
          );
          check(shownB.join() !== shownA.join(), `${b.name} after ${a.name} shows ${a.name}'s values`);
          await close(page, formB);
        }
      }
      const again = await open(page, a, route);
      if (again) {
        const shownAgain = await shown(again);
        check(
          shownAgain.join() === shownA.join(),
          `${a.name} reopened after ${typed ? 'a typed Cancel' : 'Cancel'} does not show its record as first opened`,
        );
        await close(page, again);
      }
    }
  }
  for (const [add, fresh] of freshAdds) {
    const form = await open(page, add, route);
    if (!form) continue;
    check(
      (await shown(form)).join() === fresh.join(),
      `${add.name}${a ? ` after ${a.name}` : ''} does not open as fresh`,
    );
    await typeSomething(form);
    await close(page, form);
    if (a && shownA) {
      const edit = await open(page, a, route);
      if (edit) {
        check(
          (await shown(edit)).join() === shownA.join(),
          `${a.name} after a typed ${add.name} does not show its record`,
        );
        await close(page, edit);
      }
    }
  }
  return tried;
}

test('every drawer and modal form shows what it was opened for: edit A, Cancel, edit B; add after edit; edit after add', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  const problems: string[] = [];
  const tried: Tried[] = [];
  for (const route of consoleRoutes()) {
    await visit(page, route);
    const tabs = (await page.locator('main [role=tab]').allTextContents()).map((t) => t.trim());
    for (const tab of tabs.length ? tabs : [undefined]) {
      if (tab) await visit(page, route, tab);
      tried.push(...(await trySequence(page, route, tab, problems)));
    }
  }
  const of = (kind: Kind) => tried.filter((t) => t.kind === kind).map((t) => t.where);
  console.log(
    `drawer forms tried:\n${of('drawer').join('\n')}\nmodal forms tried:\n${of('modal').join('\n')}`,
  );
  expect(problems).toEqual([]);
  // the walk found the forms of both kinds (the Location List's and the Languages' drawers among them)
  expect(of('drawer').length).toBeGreaterThan(5);
  expect(of('modal').length).toBeGreaterThan(2);
  expect(of('drawer').join('\n')).toContain('/location-map');
  expect(of('drawer').join('\n')).toContain('/languages');
});

test('a page form shows the record it was opened for: a member, the next one, and back with Previous', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/members');
  await page.locator('main tbody tr.ant-table-row').first().click();
  await expect(page.getByRole('button', { name: 'Next User' })).toBeVisible();
  const form = page.locator('main form').first();
  await expect(form.getByLabel('Nickname')).not.toHaveValue('');
  const first = { url: page.url(), values: await shown(form) };

  await form.getByLabel('Nickname').fill(TYPED);
  await page.getByRole('button', { name: 'Next User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: leaveTexts.ok }).click();
  await expect(page).not.toHaveURL(first.url);
  await expect(form.getByLabel('Nickname')).not.toHaveValue(TYPED);
  const next = { url: page.url(), values: await shown(form) };
  expect(next.values).not.toEqual(first.values);
  // the next member as a fresh load shows it
  await page.reload();
  await expect(form.getByLabel('Nickname')).not.toHaveValue('');
  expect(await shown(form)).toEqual(next.values);

  await page.getByRole('button', { name: 'Previous User' }).click();
  await expect(page).toHaveURL(first.url);
  await expect(form.getByLabel('Nickname')).not.toHaveValue(TYPED);
  expect(await shown(form)).toEqual(first.values);
});
