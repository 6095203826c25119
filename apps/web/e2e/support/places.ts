import { expect, type Locator, type Page } from '@playwright/test';
import { tokenOf } from './signIn';

/** What the place search should find, and what to type while the place index is still loading. */
export interface BirthPlace {
  town: string;
  option: RegExp;
  coordinates: RegExp;
  typed: { place: string; coordinates: string };
}

/**
 * Fills Place of birth in `scope` (a form or drawer): the place search's option when the place index
 * answers, its co-ordinates checked; typed place and co-ordinates while it still loads. The options are
 * drawn again when the search answers, and a click during that is lost: it is clicked again.
 */
export async function fillBirthPlace(page: Page, scope: Page | Locator, place: BirthPlace): Promise<void> {
  const field = scope.getByLabel('Place of birth');
  const coordinates = scope.getByLabel('Co-ordinates');
  const ready = await page.request.get(`/api/places/autocomplete?text=${encodeURIComponent(place.town)}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  if (!ready.ok()) {
    await field.fill(place.typed.place);
    await coordinates.fill(place.typed.coordinates);
    return;
  }
  const open = page.locator('.ant-select-dropdown:visible');
  await field.fill(place.town);
  await expect(async () => {
    if ((await open.count()) === 0) await field.click();
    await open.getByText(place.option).first().click({ timeout: 5_000 });
    await expect(coordinates).toHaveValue(place.coordinates, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
