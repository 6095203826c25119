import type { ListDefinition, Page } from './lib/list/listDefinition';
import type { ListParams } from './lib/list/useListState';
import { registerWalks, type IdsOfPage } from './lib/list/walk';

/** A list's walk: the list and the list machinery load together, when a step first needs them. */
const walkOf =
  <P extends ListParams, R, A extends Page<R>>(load: () => Promise<ListDefinition<P, R, A>>) =>
  async (): Promise<IdsOfPage> => {
    const [{ idsOfPage }, list] = await Promise.all([import('./lib/list/useList'), load()]);
    return idsOfPage(list);
  };

/**
 * The lists a detail screen's Previous/Next walks past the page it was opened from (the names their
 * definitions give in `walk`). Each is loaded only when a step needs its next page.
 */
export function registerListWalks(): void {
  registerWalks({
    members: walkOf(() => import('./features/members').then((m) => m.membersList)),
    profiles: walkOf(() => import('./features/profile-rating').then((m) => m.profilesList)),
    deleted: walkOf(() => import('./features/deleted-members').then((m) => m.deletedList)),
    reported: walkOf(() => import('./features/reports').then((m) => m.reportedList)),
    'profile-status': walkOf(() => import('./features/profile-review').then((m) => m.statusList)),
  });
}
