/**
 * Saves rows as a CSV file in the browser (`toCsv`: header from the first row's keys, formula cells made safe).
 * papaparse loads with the first download, not with the screen.
 */
export async function saveCsv(
  rows: readonly Record<string, string | number>[],
  fileName: string,
): Promise<void> {
  const { toCsv } = await import('./csv');
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
