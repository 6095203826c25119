import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  clearedFilters,
  defaultRules,
  endForStart,
  filterPayload,
  isEndDisabled,
  isRangeAllowed,
  missingChoice,
  switchTimeRange,
  yearChoices,
  type FilterRules,
} from './filterRules';
import { filtersToRaw, parseFilters } from './useAnalyticsFilters';
import { axisLabel, csvRows } from './chartData';
import { toCsv } from './csv';

const today = dayjs('2026-11-23');
const metrics: FilterRules = { maxDays: 10, ranges: ['custom', 'week', 'month'] };
const visits: FilterRules = { maxDays: 30, fixedDays: 30, ranges: ['year', 'custom'] };

describe('the custom range', () => {
  it('sets the end to start plus the maximum minus one day', () => {
    expect(endForStart(dayjs('2026-10-01'), defaultRules, today).format('YYYY-MM-DD')).toBe('2026-10-30');
    expect(endForStart(dayjs('2026-10-01'), metrics, today).format('YYYY-MM-DD')).toBe('2026-10-10');
  });

  it('never sets an end after today', () => {
    expect(endForStart(dayjs('2026-11-20'), defaultRules, today).format('YYYY-MM-DD')).toBe('2026-11-23');
  });

  it('refuses future days and ends past the maximum span', () => {
    const start = dayjs('2026-11-01');
    expect(isEndDisabled(dayjs('2026-11-24'), start, defaultRules, today)).toBe(true);
    expect(isEndDisabled(dayjs('2026-11-10'), start, metrics, today)).toBe(false);
    expect(isEndDisabled(dayjs('2026-11-11'), start, metrics, today)).toBe(true);
    expect(isEndDisabled(dayjs('2026-10-31'), start, metrics, today)).toBe(true);
    expect(isRangeAllowed('2026-11-01', '2026-11-10', metrics, today)).toBe(true);
    expect(isRangeAllowed('2026-11-01', '2026-11-11', metrics, today)).toBe(false);
    expect(isRangeAllowed('2026-11-01', '2026-11-30', metrics, today)).toBe(false);
    expect(isRangeAllowed('2026-11-20', '2026-11-24', defaultRules, today)).toBe(false);
  });

  it('keeps a visits range at its fixed 30 days', () => {
    expect(isRangeAllowed('2026-10-01', '2026-10-30', visits, today)).toBe(true);
    expect(isRangeAllowed('2026-10-01', '2026-10-20', visits, today)).toBe(false);
  });

  it('drops a range from the address that breaks the rules, back to the default last days', () => {
    const parsed = parseFilters({ from: '2026-01-01', to: '2026-03-01' }, metrics);
    expect(dayjs(parsed.to).diff(dayjs(parsed.from), 'day')).toBe(9);
    expect(parsed.to).toBe(dayjs().format('YYYY-MM-DD'));
  });
});

describe('clear filters', () => {
  it('returns to custom, all countries, all genders and top 10 over the last 30 days', () => {
    expect(clearedFilters(defaultRules, today)).toEqual({
      forTime: 'custom',
      from: '2026-10-25',
      to: '2026-11-23',
      country: 'all',
      gender: 'all',
      limit: 10,
    });
    expect(clearedFilters(metrics, today).from).toBe('2026-11-14');
  });

  it('leaves nothing in the address', () => {
    expect(filtersToRaw(clearedFilters(defaultRules), defaultRules)).toEqual({});
    expect(
      filtersToRaw({ ...clearedFilters(defaultRules), gender: 'f', limit: 30, country: 'IN' }, defaultRules),
    ).toEqual({ gender: 'f', limit: '30', country: 'IN' });
  });
});

describe('time ranges', () => {
  it('Months sets this year when none is set, Weeks this month', () => {
    const base = clearedFilters(defaultRules, today);
    expect(switchTimeRange(base, 'month', today).year).toBe('2026');
    expect(switchTimeRange(base, 'week', today).month).toBe('2026-11');
    expect(switchTimeRange({ ...base, year: '2024' }, 'month', today).year).toBe('2024');
  });

  it('offers the years 2022 to now, newest first', () => {
    expect(yearChoices(today)).toEqual(['2026', '2025', '2024', '2023', '2022']);
  });

  it('asks for a year in year mode', () => {
    const base = clearedFilters(visits, today);
    expect(missingChoice({ ...base, forTime: 'year' })).toBe('Please select a year range');
    expect(missingChoice({ ...base, forTime: 'year', year: '2025' })).toBeUndefined();
  });

  it('sends the period each range names', () => {
    const base = { ...clearedFilters(defaultRules, today), country: 'IN', gender: 'f' as const };
    expect(filterPayload(base)).toEqual({
      countryShortName: 'IN',
      gender: 'f',
      forTime: 'custom',
      fromDate: '2026-10-25',
      toDate: '2026-11-23',
    });
    expect(filterPayload({ ...base, forTime: 'month', year: '2025', country: 'all', gender: 'all' })).toEqual(
      {
        countryShortName: null,
        gender: null,
        forTime: 'month',
        yearRange: 2025,
      },
    );
    expect(filterPayload({ ...base, forTime: 'week', month: '2026-02' })).toMatchObject({ month: '2026-02' });
  });
});

describe('chart labels and CSV', () => {
  it('cuts labels over 20 characters to 17 plus an ellipsis and names missing ones Unknown', () => {
    expect(axisLabel('Rio Grande do Sul Capital')).toBe('Rio Grande do Sul…');
    expect(axisLabel('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(axisLabel('')).toBe('Unknown');
    expect(axisLabel(null)).toBe('Unknown');
  });

  it('writes one CSV row per category with a column per series', () => {
    const rows = csvRows(
      { categories: ['India', 'Brazil'], series: [{ name: 'Members', values: [12, 7] }] },
      'Country',
    );
    expect(toCsv(rows).split(/\r?\n/)).toEqual(['Country,Members', 'India,12', 'Brazil,7']);
  });
});
