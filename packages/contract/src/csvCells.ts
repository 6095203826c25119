/**
 * A CSV cell that a spreadsheet would read as a formula when it starts so: OWASP's list for CSV injection
 * (`=`, `+`, `-`, `@`, tab, carriage return), a line feed, and the full-width `＝ ＋ － ＠` that some
 * spreadsheets read alike. Every CSV the server or the console writes goes through papaparse's `unparse`
 * with `CSV_SAFE`, which puts a `'` before such a cell; numbers are left as they are (-5 stays a number).
 * papaparse's own `escapeFormulae: true` misses a formula followed by a line break and the full-width forms.
 */
export const FORMULA_CELL = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The `unparse` options every CSV download uses, so that no cell can run as a formula. */
export const CSV_SAFE = { escapeFormulae: FORMULA_CELL } as const;
