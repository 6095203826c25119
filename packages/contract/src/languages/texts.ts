/** Texts of the Language manager and its calls, shared by server and console. */
export const languageMessages = {
  languageAdded: 'Language added successfully',
  languageUpdated: 'Language updated successfully',
  languageDeleted: 'Languages deleted successfully',
  languageDeleteFailed: 'Failed to delete Languages',
  languageDeleteError: 'An error occurred while deleting Languages',
  contentAdded: 'Content added successfully',
  contentUpdated: 'Content updated successfully',
  contentDeleted: 'Content deleted successfully',
  contentDeleteFailed: 'Failed to delete Content',
  contentDeleteError: 'An error occurred while deleting Content',
  contentRestored: 'Content restored successfully',
  translationUpdated: 'Language content updated successfully',
  translationFailed: 'Failed to update content',
  statusFailed: 'Failed to update status',
  dartVersionUpdated: 'Dart version updated successfully',
  dartVersionFailed: 'Failed to update Dart version',
  fetchLanguagesFailed: 'Failed to fetch languages',
  fetchContentFailed: 'Failed to fetch Content',
  fillAllFields: 'Please fill all the fields',
  validData: 'Please enter valid data',
  functionNameRequired: 'Please fill dart function name',
  functionNameUnderscore: 'Function name should end with _',
  keyStartsWithFunction: "function name should be start with Key's text",
  versionRequired: 'Please enter version number',
  versionFormat: 'The version number is made of digits and dots, such as 1.2.0.',
  versionBackwards: (next: string, current: string) =>
    `Version number ${next} comes before the current version ${current}: versions only move forward.`,
  firstExport: (keys: number) =>
    `First export: no earlier export to compare with (${keys} mobile ${keys === 1 ? 'key' : 'keys'}).`,
  deleteLanguageConfirm: 'Are you sure to delete Language?',
  deleteContentConfirm: 'Are you sure to delete Content?',
  keyFormat: 'The key may hold only letters, digits and _, and must start with a letter.',
  functionNameFormat: 'The function name may hold only letters, digits and _, and must start with a letter.',
  reservedKey: (key: string) => `"${key}" is a reserved word in Dart: choose another key.`,
  keyTaken: (key: string) => `The key "${key}" already exists.`,
  languageKeyTaken: (key: string) => `A language with the key ${key} already exists.`,
  languageNotFound: 'This language does not exist (it may have been deleted).',
  contentNotFound: 'This content key does not exist (it may have been deleted).',
  translationNotFound: 'This content key or language does not exist.',
  englishNotDeletable: 'English cannot be deleted.',
  englishNotRenamed: 'The English language cannot be renamed or given another key.',
  englishNotTranslated: "English texts are the keys' default texts: edit the content instead.",
  notDeleted: 'This content key is not deleted.',
  staleLanguage:
    'This language was changed by someone else since you opened it. Reload it to see the changes, then save again.',
  staleContent:
    'This content key was changed by someone else since you opened it. Reload it to see the changes, then save again.',
  staleTranslation:
    'This translation was changed by someone else since you opened it. Reload it to see the changes, then save again.',
  restricted: 'Mobile content is hidden in restricted mode.',
  restrictedOn: 'Restricted mode is on: mobile content is hidden.',
  restrictedOff: 'Restricted mode is off.',
  restrictedSuperadmin: 'Only a superadmin can switch restricted mode.',
  languageRequired: 'Please choose a language.',
  nothingToPublish: 'There is no translation to publish yet: add one first.',
  longTextSwitch: 'A text over 50 characters is published from its edit drawer.',
  machineTranslated: 'Machine translation ready: check it, then use it.',
  machineFromMemory: (language: string) =>
    `Suggested from another key with the same English text in ${language} (no AI model is configured).`,
  noMachineTranslation: (language: string) =>
    `No suggestion: no AI model is configured on the server (AI_BASE_URL), and no other key with this English text is translated in ${language}.`,
  machineTranslationFailed: 'The AI model could not translate this text. Try again in a moment.',
} as const;

/** The tag cut-off and the Default column's width in the translation and content views. */
export const TRANSLATION_TAG_CUTOFF = 50;
export const DEFAULT_CUT_TRANSLATION = 50;
export const DEFAULT_CUT_CONTENT = 75;
export const LANGUAGE_PAGE_SIZE = 20;
export const CONTENT_PAGE_SIZE = 20;
export const TRANSLATION_PAGE_SIZE = 500;
export const ENGLISH_KEY = 'EN';

/** The languages the Add Language drawer offers: ISO 639-1 code and name. */
export const LANGUAGE_CHOICES = [
  { code: 'ar', name: 'Arabic' },
  { code: 'de', name: 'German' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'hi', name: 'Hindi' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Russian' },
  { code: 'sv', name: 'Swedish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'zh', name: 'Chinese' },
] as const;

/** Dart's reserved words (and await, yield): a key or function name cannot be one (it becomes a Dart name). */
export const DART_RESERVED = [
  'assert',
  'await',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'default',
  'do',
  'else',
  'enum',
  'extends',
  'false',
  'final',
  'finally',
  'for',
  'if',
  'in',
  'is',
  'new',
  'null',
  'rethrow',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'var',
  'void',
  'while',
  'with',
  'yield',
] as const;

/** A key or function name: a Dart identifier without $. */
export const IDENTIFIER_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';
export const VERSION_PATTERN = '^\\d{1,4}(\\.\\d{1,4}){0,3}$';

/** The translation status rule: texts over 50 characters show a tag, no switch. */
export const statusIsTag = (text: string) => text.length > TRANSLATION_TAG_CUTOFF;

/** A language's name with its first letter capitalised. */
export const capitalised = (text: string) => {
  const trimmed = text.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
};

/** Compares two version numbers part by part as numbers (1.0.10 after 1.0.9; 1.0 equals 1.0.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().split('.').map(Number);
  const pb = b.trim().split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Why a Dart/JSON version number cannot be saved after `current` (the latest saved, '' when none), or
 * null: required, digits and dots, and never before the current one (the same one again is a re-export).
 */
export function versionProblem(value: string | undefined, current: string): string | null {
  const version = value?.trim() ?? '';
  if (!version) return languageMessages.versionRequired;
  if (!new RegExp(VERSION_PATTERN).test(version)) return languageMessages.versionFormat;
  if (current && new RegExp(VERSION_PATTERN).test(current) && compareVersions(version, current) < 0)
    return languageMessages.versionBackwards(version, current);
  return null;
}
