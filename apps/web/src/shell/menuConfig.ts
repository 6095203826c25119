/** The side menu's groups, each entry with its route. */
export type MenuGroupKey =
  'dashboard' | 'analytics' | 'user' | 'notification' | 'email' | 'astrology' | 'settings';

export interface MenuEntry {
  label: string;
  path: string;
  /** Further routes that belong to this entry (detail screens, sub-pages). */
  also?: readonly string[];
  /** Shown to superadmins only (the screen's calls refuse an admin). */
  superadminOnly?: true;
}

export interface MenuGroup {
  key: MenuGroupKey;
  label: string;
  /** A group without entries is a single link. */
  path?: string;
  entries?: readonly MenuEntry[];
}

export const menuGroups: readonly MenuGroup[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/' },
  {
    key: 'analytics',
    label: 'Analytics',
    entries: [
      { label: 'Demographic', path: '/demo-graphic', also: ['/analytics'] },
      { label: 'Churned Users', path: '/delete-account', also: ['/reason-list'] },
      { label: 'User Actions', path: '/user-actions', also: ['/screen-visits'] },
      { label: 'PMF Metrics', path: '/metrics', also: ['/onboarding-complete'] },
      { label: 'Device & Language', path: '/device-and-language' },
    ],
  },
  {
    key: 'user',
    label: 'User',
    entries: [
      { label: 'Members', path: '/members' },
      { label: 'Profiles V2', path: '/profile-status' },
      { label: 'Celebrities', path: '/celebrities' },
      { label: 'Celebrities V2', path: '/newcelebrities' },
      { label: 'Admin', path: '/admin' },
      { label: 'Reported', path: '/reported', also: ['/report'] },
      { label: 'Feedback', path: '/feedback' },
      { label: 'Deleted', path: '/deleted' },
      { label: 'Incomplete profile', path: '/incomplete-profile' },
      { label: 'Virtual Profile', path: '/virtual-profile' },
    ],
  },
  {
    key: 'notification',
    label: 'Notification',
    entries: [
      { label: 'Manual Notification', path: '/push-notification' },
      { label: 'History', path: '/notification-list' },
      { label: 'Auto Notification', path: '/notification-settings' },
    ],
  },
  {
    key: 'email',
    label: 'Email',
    entries: [
      { label: 'Manual Email', path: '/email-contents' },
      { label: 'History', path: '/email-recipients' },
      { label: 'Auto Email', path: '/email-settings' },
    ],
  },
  {
    key: 'astrology',
    label: 'Astrology',
    entries: [
      { label: 'Current Trends', path: '/astro/current-trends' },
      { label: 'Lucky Times', path: '/astro/lucky-times' },
      { label: 'Astakuta', path: '/astro/astakuta' },
      { label: 'Synastry', path: '/astro/synastry', also: ['/multiPair', '/singlePair'] },
      { label: 'Cyclical Synastry', path: '/astro/cyclical-synastry' },
      { label: 'Progressed Synastry', path: '/astro/progressed-synastry' },
      { label: 'Protocols', path: '/astro/protocols' },
      { label: 'Panchanga', path: '/astro/panchanga' },
      { label: 'Astro UI', path: '/astro/astro-ui' },
      { label: 'Stations', path: '/astro/stations' },
      { label: 'Ephemeris Files', path: '/astro/swiss-ephemeris' },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    entries: [
      { label: 'App settings', path: '/appsettings' },
      { label: 'chatbot settings', path: '/romeu-settings' },
      { label: 'Force Update', path: '/forceUpadte' },
      { label: 'IP whitelist', path: '/ipWhitelist' },
      { label: 'Languages', path: '/languages' },
      { label: 'Location map', path: '/location-map' },
      { label: 'Login Session', path: '/admin-login-session' },
      { label: 'Activity', path: '/activity', superadminOnly: true },
      { label: 'Image Upload', path: '/fake-image-upload' },
    ],
  },
];

const underPath = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** Screens without a menu entry of their own (Profiles has none): their group opens, nothing is selected. */
const groupOnly: readonly { path: string; group: MenuGroupKey }[] = [{ path: '/profile', group: 'user' }];

/** The menu entry (its path is the menu key) and the group a route belongs to. */
export function locateRoute(pathname: string): { group?: MenuGroupKey; selected?: string } {
  const unlisted = groupOnly.find(({ path }) => underPath(pathname, path));
  if (unlisted) return { group: unlisted.group };
  for (const group of menuGroups) {
    if (group.path && underPath(pathname, group.path)) return { group: group.key, selected: group.path };
    for (const entry of group.entries ?? []) {
      if ([entry.path, ...(entry.also ?? [])].some((path) => underPath(pathname, path))) {
        return { group: group.key, selected: entry.path };
      }
    }
  }
  return {};
}
