import type { ContentType } from '@orrery/contract';
import { oneOf, tabParams, textParam, type RawParams } from '../../lib/list/params';

/** Local-storage key of the Language manager's state (`<list>Filter` like the other lists). */
export const LANGUAGES_STORAGE_KEY = 'languagesFilter';

/** Tabs by their fixed numbers: 1 Languages List, 4 Mobile, 2 Server, 3 Deleted Key (in that order). */
export const languageTabs = ['1', '4', '2', '3'] as const;
export type LanguageTab = (typeof languageTabs)[number];
export const tabLabels: Record<LanguageTab, string> = {
  '1': 'Languages List',
  '4': 'Mobile',
  '2': 'Server',
  '3': 'Deleted Key',
};

export const languageSearchFields = ['language', 'key', 'country', 'mobileKey'] as const;
export const contentSearchFields = ['key', 'category', 'base'] as const;

export interface LanguagesParams {
  [key: string]: string | number | undefined;
  tab: LanguageTab;
  pageNo: number;
  search?: string;
  searchBy?: string;
  category?: string;
  type?: ContentType;
  /** The language whose Language Content drawer is open. */
  view?: string;
}

/** Switching tab clears that tab's filters. */
export const languageTabResets = ['search', 'searchBy', 'category', 'type'];

export function parseLanguagesParams(raw: RawParams): LanguagesParams {
  const tabbed = tabParams(raw, languageTabs);
  const fields: readonly string[] = tabbed.tab === '1' ? languageSearchFields : contentSearchFields;
  return {
    ...tabbed,
    search: textParam(raw.search),
    searchBy: oneOf(raw.searchBy, fields),
    category: tabbed.tab === '1' ? undefined : textParam(raw.category),
    type: tabbed.tab === '3' ? oneOf(raw.type, ['static', 'function_base'] as const) : undefined,
    view: tabbed.tab === '1' ? textParam(raw.view, 40) : undefined,
  };
}

/** The use of a content tab: 4 Mobile, 2 Server. */
export const contentUseOfTab = (tab: LanguageTab) =>
  tab === '4' ? 'mobile' : tab === '2' ? 'server' : undefined;
