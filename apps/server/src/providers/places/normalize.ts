/**
 * Letters that Unicode does not decompose into a base letter plus marks, so NFKD alone leaves them
 * as they are ("Łódź", "Ørsta", "Þórshöfn"); folded here to what a person types on a plain keyboard.
 */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');
const MARKS = /\p{M}+/gu;
/** Anything but a letter or a digit, and the modifier letters written as apostrophes ("Hawaiʻi"). */
const PUNCTUATION = /[^\p{L}\p{N}]+|[ʻʼʹʾʿ]+/gu;

/**
 * A name or typed text as words: lower case, accents off, apostrophes, dots, hyphens and any other
 * punctuation read as spaces, runs of spaces made one. "São Paulo" → "sao paulo", "King's Lynn" →
 * "king s lynn".
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .replace(PUNCTUATION, ' ')
    .trim();
}

/**
 * The search key: the words of `normalizeName` run together, so spaces and punctuation never decide a
 * match: "Kings Lynn", "King's Lynn" and "King s Lynn" are all "kingslynn", "L Aquila" is "laquila".
 */
export const compactKey = (words: string): string => words.replaceAll(' ', '');

export const searchKey = (text: string): string => compactKey(normalizeName(text));

/** Where each word after the first starts in a normalised name ("new york city" → [4, 9]). */
export function wordStarts(key: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < key.length; i += 1) {
    if (key.charCodeAt(i - 1) === 32 && key.charCodeAt(i) !== 32) starts.push(i);
  }
  return starts;
}
