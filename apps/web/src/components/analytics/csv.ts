import Papa from 'papaparse';
import { CSV_SAFE } from '@orrery/contract';

/** A CSV text of rows (header from the first row's keys); a cell that would start a formula gets a `'`. */
export function toCsv(rows: readonly Record<string, string | number>[]): string {
  return Papa.unparse(rows as Record<string, string | number>[], CSV_SAFE);
}
