import { storageKeys } from '@orrery/contract';

/** Where the shared member detail was opened from: its back target, label and saved id list. */
export interface DetailOrigin {
  /** The route prefix of this detail (`/members`, `/profile`, …) that Previous/Next keep. */
  base: string;
  backTo: string;
  backLabel: string;
  idsKey: string;
}

const origins: Record<string, DetailOrigin> = {
  members: { base: '/members', backTo: '/members', backLabel: 'Members', idsKey: storageKeys.ids },
  'profile-status': {
    base: '/profile-status',
    backTo: '/profile-status',
    backLabel: 'Profiles V2',
    idsKey: storageKeys.profileStatusIds,
  },
  profile: { base: '/profile', backTo: '/profile', backLabel: 'Profiles', idsKey: storageKeys.profileIds },
  deleted: { base: '/deleted', backTo: '/deleted', backLabel: 'Deleted', idsKey: storageKeys.deletedIds },
  report: { base: '/report', backTo: '/reported', backLabel: 'Reporter', idsKey: storageKeys.reportedIds },
  reported: { base: '/report', backTo: '/reported', backLabel: 'Reporter', idsKey: storageKeys.reportedIds },
};

/** `/report/abc` → the reported list's origin; anything unknown falls back to the members list. */
export function originOf(pathname: string): DetailOrigin {
  const first = pathname.split('/').filter(Boolean)[0] ?? 'members';
  return origins[first] ?? (origins.members as DetailOrigin);
}
