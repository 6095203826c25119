import type { CohortRow } from './CohortTable';

/**
 * The cohort table as CSV rows: acquisition date, total users, then for each day after acquisition its count
 * and its retention percentage (empty where that day has not come yet).
 */
export function cohortCsvRows(rows: readonly CohortRow[]): Record<string, string | number>[] {
  const periods = rows.reduce((most, row) => Math.max(most, row.cells.length), 0);
  return rows.map((row) => {
    const out: Record<string, string | number> = {
      'Acquisition date': row.acquisitionDate,
      'Total users': row.totalUsers,
    };
    for (let i = 0; i < periods; i += 1) {
      const cell = row.cells[i];
      out[`Day ${i} count`] = cell ? cell.count : '';
      out[`Day ${i} retention (%)`] = cell ? Math.round(cell.percentage * 100) / 100 : '';
    }
    return out;
  });
}
