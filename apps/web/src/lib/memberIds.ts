import { storageKeys } from '@orrery/contract';
import { writeJson } from './storage';

/** The ids of the page a member list shows, for the detail screen's Previous User / Next User. */
export function saveMemberIds(ids: readonly string[]): void {
  writeJson(storageKeys.ids, ids);
}
