import { trailKeyOf } from '@orrery/contract';
import { isRecord, readJson, writeJson } from '../storage';
import type { RawParams } from './params';

/**
 * Previous/Next of a detail screen, for every list: a click on a row remembers the page's ids (under the
 * list's own key: `ids`, `reportedIds` …) and the trail to its neighbours (which list, its state, the page);
 * a step past the page's end fetches the next page through the list's own call. Both live in local
 * storage, so they survive a reload of the detail.
 */
export interface Trail {
  /** The name the list is registered under (`registerWalks`). */
  list: string;
  params: RawParams;
  pageNo: number;
  pageSize: number;
  total: number;
}
/** One page of a list's ids: what a registered list answers for a page of its remembered state. */
export type IdsOfPage = (params: RawParams, pageNo: number) => Promise<{ ids: string[]; total: number }>;

const lists = new Map<string, () => Promise<IdsOfPage>>();

/** Filled by the app's composition root: each list the details walk, loaded only when a step needs it. */
export function registerWalks(entries: Record<string, () => Promise<IdsOfPage>>): void {
  for (const [name, load] of Object.entries(entries)) lists.set(name, load);
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');
const isTrail = (value: unknown): value is Trail =>
  isRecord(value) &&
  typeof value.list === 'string' &&
  isRecord(value.params) &&
  typeof value.pageNo === 'number';

export function rememberPage(idsKey: string, ids: readonly string[], trail: Trail): void {
  writeJson(idsKey, ids);
  writeJson(trailKeyOf(idsKey), trail);
}

/** The ids the list's page showed when a row was clicked. */
export const rememberedIds = (idsKey: string): string[] => readJson(idsKey, isIdList) ?? [];

/**
 * The row before or after `id`, on the remembered page or, past its edge, on the page beside it. Going
 * forward, the remembered page is read again first: rows that left the list meanwhile (a reviewed card
 * leaves its tab) pull the next page's first rows onto it, and those come next rather than being skipped.
 */
export async function neighbourOf(
  idsKey: string,
  id: string,
  direction: 'previous' | 'next',
): Promise<string | undefined> {
  const ids = rememberedIds(idsKey);
  const at = ids.indexOf(id);
  if (at < 0) return undefined;
  const step = direction === 'next' ? 1 : -1;
  const near = ids[at + step];
  if (near !== undefined) return near;
  const trail = readJson(trailKeyOf(idsKey), isTrail);
  const load = trail && lists.get(trail.list);
  if (!trail || !load) return undefined;
  const pageNo = trail.pageNo + step;
  if (pageNo < 1 || (pageNo - 1) * trail.pageSize >= trail.total) return undefined;
  const idsOfPage = await load();
  if (step > 0) {
    const again = await idsOfPage(trail.params, trail.pageNo);
    const shiftedIn = again.ids.find((other) => !ids.includes(other));
    if (shiftedIn) {
      rememberPage(idsKey, again.ids, { ...trail, total: again.total });
      return shiftedIn;
    }
  }
  const page = await idsOfPage(trail.params, pageNo);
  if (page.ids.length === 0) return undefined;
  rememberPage(idsKey, page.ids, { ...trail, pageNo, total: page.total });
  return step > 0 ? page.ids[0] : page.ids[page.ids.length - 1];
}
