import { idsOfPage } from './lib/list/useList';
import { registerWalks } from './lib/list/walk';

/**
 * The lists a detail screen's Previous/Next walks past the page it was opened from (the names their
 * definitions give in `walk`). Each is loaded only when a step needs its next page.
 */
export function registerListWalks(): void {
  registerWalks({
    members: () => import('./features/members').then((m) => idsOfPage(m.membersList)),
    profiles: () => import('./features/profile-rating').then((m) => idsOfPage(m.profilesList)),
    deleted: () => import('./features/deleted-members').then((m) => idsOfPage(m.deletedList)),
    reported: () => import('./features/reports').then((m) => idsOfPage(m.reportedList)),
    'profile-status': () => import('./features/profile-review').then((m) => idsOfPage(m.statusList)),
  });
}
