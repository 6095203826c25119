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

/** A POST to the API as the signed-in page, expecting 200: a record made or changed behind the screen. */
export async function apiPost<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
