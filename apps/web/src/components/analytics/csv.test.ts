import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRows } from './chartData';
import { toCsv } from './csv';

describe('the chart CSV download', () => {
  it('puts a quote before every label that a spreadsheet would run as a formula', () => {
    const labels = [
      '=HYPERLINK("http://evil.example","Click")',
      '+1+cmd|/C calc!A0',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1',
      '\r=1',
      '=1+1\nsecond line',
      '\n=1',
      '＝1+1',
      'India',
    ];
    const rows = csvRows(
      { categories: labels, series: [{ name: '=Members', values: labels.map(() => -5) }] },
      'Country',
    );
    const parsed = Papa.parse<string[]>(toCsv(rows)).data;
    expect(parsed[0]).toEqual(['Country', "'=Members"]);
    expect(parsed.slice(1).map((row) => row[0])).toEqual([
      ...labels.slice(0, -1).map((l) => `'${l}`),
      'India',
    ]);
    // numbers stay numbers: -5 is a count, not a formula
    expect(parsed.slice(1).every((row) => row[1] === '-5')).toBe(true);
  });
});
