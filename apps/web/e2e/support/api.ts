import { expect, type Page } from '@playwright/test';
import { tokenOf } from './signIn';

/** A GET of the API as the signed-in page, expecting 200: what a test compares the screen with. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
