import { LANGUAGE_CHOICES, PUSH_LANGUAGES } from '@orrery/contract';

const ownNames = new Map<string, string>([
  ...PUSH_LANGUAGES.map((l) => [l.key, l.label] as const),
  ...LANGUAGE_CHOICES.map((l) => [l.code, l.name] as const),
]);
const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * A language as people read it, from the code an app or device reports (`en`, `pt_br`, `pt-PT`, `zh_cn`):
 * the console's own names first (English, Português, Português (Brasil)), then the English name of the
 * language with its region (Chinese (China), Gujarati). A code no one knows stays as it is; an empty one is
 * Unknown.
 */
export function languageName(code: string | null | undefined): string {
  const text = (code ?? '').trim();
  if (!text) return 'Unknown';
  const lower = text.toLowerCase().replace('-', '_');
  const own = ownNames.get(lower);
  if (own) return own;
  const [language = '', region] = lower.split('_');
  const base = ownNames.get(language) ?? safely(() => englishNames.of(language));
  if (!base) return text;
  const place = region ? safely(() => regionNames.of(region.toUpperCase())) : undefined;
  return place ? `${base} (${place})` : base;
}

function safely(name: () => string | undefined): string | undefined {
  try {
    return name();
  } catch {
    // not a language or region code
    return undefined;
  }
}
