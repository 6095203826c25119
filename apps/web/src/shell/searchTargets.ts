import { foldForSearch, type SearchHit, type SearchKind } from '@orrery/contract';
import { menuGroups } from './menuConfig';

/** One line of Ctrl+K: a record the server found, or a screen of the console. */
export interface SearchItem {
  key: string;
  kind: SearchKind | 'screen';
  title: string;
  detail: string;
  /** Where Enter goes. */
  to: string;
}

export const kindLabels: Record<SearchItem['kind'], string> = {
  screen: 'Screen',
  member: 'Member',
  admin: 'Admin',
  celebrity: 'Celebrity',
  contentKey: 'Content key',
  synastrySet: 'Synastry set',
  savedView: 'Saved view',
};

/** The screen a found record opens on. */
export function targetOf(hit: SearchHit): string {
  const id = encodeURIComponent(hit._id);
  switch (hit.kind) {
    case 'member':
      return `/members/${id}`;
    case 'admin':
      return `/admin/${id}`;
    case 'celebrity':
      return `/celebrities/${id}`;
    case 'contentKey':
      // the key's tab of Languages (4 Mobile, 2 Server), searched by its key
      return `/languages?tab=${hit.useFor === 'server' ? '2' : '4'}&searchBy=key&search=${encodeURIComponent(hit.title)}`;
    case 'synastrySet':
      return `/astro/synastry?set=${id}`;
    case 'savedView':
      // the members list shows the view's filters and columns
      return `/members?view=${id}`;
  }
}

/** The console's screens whose name (or group's) holds the text, accents and case aside. */
export function matchingScreens(text: string, superadmin: boolean): SearchItem[] {
  const wanted = foldForSearch(text.trim());
  if (!wanted) return [];
  return menuGroups.flatMap((group) =>
    (group.entries ?? [{ label: group.label, path: group.path ?? '/' }])
      .filter((entry) => superadmin || !('superadminOnly' in entry && entry.superadminOnly))
      .filter((entry) => foldForSearch(`${group.label} ${entry.label}`).includes(wanted))
      .map((entry) => ({
        key: `screen:${entry.path}`,
        kind: 'screen' as const,
        title: entry.label,
        detail: group.entries ? group.label : 'Screen',
        to: entry.path,
      })),
  );
}
