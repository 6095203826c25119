import Papa from 'papaparse';
import { CSV_SAFE } from '@orrery/contract';

/** A CSV text of rows (header from the first row's keys); a cell that would start a formula gets a `'`. */
export function toCsv(rows: readonly Record<string, string | number>[]): string {
  return Papa.unparse(rows as Record<string, string | number>[], CSV_SAFE);
}

/** Saves rows as a CSV file in the browser. */
export function saveCsv(rows: readonly Record<string, string | number>[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
