import { describe, expect, it } from 'vitest';
import { clearedFilters } from '../../../components/analytics';
import { bucketLabel, chartPayload, percent } from './api';
import { metricsRules } from './rules';

describe('metrics api helpers', () => {
  it('names a bucket by its day, its week or its month', () => {
    expect(bucketLabel({ date: '2026-11-23' })).toBe('23 Nov 2026');
    expect(bucketLabel({ week: { startDate: '2026-11-01', endDate: '2026-11-07' } })).toBe('01 Nov – 07 Nov');
    expect(bucketLabel({ month: '2026-02' })).toBe('Feb 2026');
  });

  it('sends the last 10 days, all countries and genders by default; the Top-N limit only when asked', () => {
    const filters = clearedFilters(metricsRules);
    expect(chartPayload(filters)).toEqual({
      countryShortName: null,
      gender: null,
      forTime: 'custom',
      fromDate: filters.from,
      toDate: filters.to,
    });
    expect(chartPayload({ ...filters, limit: 30, gender: 'f', country: 'IN' }, true)).toMatchObject({
      countryShortName: 'IN',
      gender: 'f',
      limit: 30,
    });
  });

  it('draws percentages with at most two decimals', () => {
    expect(percent(66.66666)).toBe(66.67);
    expect(percent(50)).toBe(50);
  });
});
