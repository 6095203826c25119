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
const PUNCTUATION = /[\s'’‘`.\-_/()]+/g;

/**
 * The search key of a name or of typed text: lower case, accents off, apostrophes, dots and hyphens
 * read as spaces, runs of spaces made one. "São Paulo" → "sao paulo", "Saint-Étienne" → "saint etienne".
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

/** Where each word after the first starts in a normalised name ("new york city" → [4, 9]). */
export function wordStarts(key: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < key.length; i += 1) {
    if (key.charCodeAt(i - 1) === 32 && key.charCodeAt(i) !== 32) starts.push(i);
  }
  return starts;
}
