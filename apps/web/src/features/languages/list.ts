import type { ListDefinition } from '../../lib/list/listDefinition';
import { fetchLanguagesPage, languageKeys, type LanguageRow } from './api';
import {
  LANGUAGES_STORAGE_KEY,
  languageTabResets,
  languageTabs,
  parseLanguagesParams,
  type LanguagesParams,
} from './listParams';

/** /languages: four tabs, each its own call and page (20 a row, no size changer). */
export const languagesList: ListDefinition<LanguagesParams, LanguageRow> = {
  storageKey: LANGUAGES_STORAGE_KEY,
  parse: parseLanguagesParams,
  tabs: languageTabs,
  tabResets: languageTabResets,
  call: { key: languageKeys.list, fetch: fetchLanguagesPage },
};
