const codes: string[] = [];
const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const byName = new Map<string, string>();
for (let a = 65; a <= 90; a++)
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    const name = english.of(code);
    // CLDR names every assigned ISO-3166 code; a few two-letter codes are continents or groupings
    if (name && name !== code && !['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) {
      codes.push(code);
      byName.set(name.toLowerCase(), code);
    }
  }
const known = new Set(codes);

/** Whether a two-letter code names a country (ISO 3166-1 alpha-2, as CLDR knows them). */
export const isCountryCode = (code: string) => known.has(code.toUpperCase());

/** The code of a country from its English name (any case), if there is one. */
export const countryCodeOfName = (name: string) => byName.get(name.trim().toLowerCase());

/** English name of a country code. */
export const countryNameOf = (code: string) => english.of(code.toUpperCase()) ?? code;

/** Every known country as {name, code}, sorted by English name. */
export const countryList = () =>
  codes
    .map((code) => ({ name: countryNameOf(code), code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
