import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../components/analytics/csv';
import { cohortCsvRows } from './cohortCsv';

describe('the cohort table CSV', () => {
  it('holds a line per acquisition date: total users, then each day’s count and retention', () => {
    const rows = [
      {
        acquisitionDate: '2026-11-21',
        totalUsers: 40,
        cells: [{ count: 30, percentage: 75 }, { count: 8, percentage: 20.456 }, null],
      },
      { acquisitionDate: '2026-11-22', totalUsers: 3, cells: [{ count: 1, percentage: 33.333 }, null] },
    ];
    expect(Papa.parse<string[]>(toCsv(cohortCsvRows(rows))).data).toEqual([
      [
        'Acquisition date',
        'Total users',
        'Day 0 count',
        'Day 0 retention (%)',
        'Day 1 count',
        'Day 1 retention (%)',
        'Day 2 count',
        'Day 2 retention (%)',
      ],
      ['2026-11-21', '40', '30', '75', '8', '20.46', '', ''],
      ['2026-11-22', '3', '1', '33.33', '', '', '', ''],
    ]);
  });
});
