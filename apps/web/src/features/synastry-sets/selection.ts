import { storageKeys, type SynastrySetSummary } from '@orrery/contract';
import { readText, writeText } from '../../lib/storage';

/** Local storage key of the set last selected on the Synastry page. */
export const SELECTED_SET_KEY = storageKeys.synastrySetId;

/** The set to show: the one last selected if it still exists, otherwise the last in the list. */
export function initialSetId(items: readonly SynastrySetSummary[]): string | undefined {
  const stored = readText(SELECTED_SET_KEY);
  if (stored && items.some((s) => s._id === stored)) return stored;
  return items.at(-1)?._id;
}

export const rememberSet = (id: string) => writeText(SELECTED_SET_KEY, id);
