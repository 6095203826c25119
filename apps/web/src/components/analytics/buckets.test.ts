import { describe, expect, it } from 'vitest';
import { shortBucketLabels } from './buckets';

describe('the x-axis labels of time buckets', () => {
  it('shows days without their year inside one year, with it across two', () => {
    expect(shortBucketLabels([{ date: '2026-11-01' }, { date: '2026-11-02' }])).toEqual(['1 Nov', '2 Nov']);
    expect(shortBucketLabels([{ date: '2025-12-31' }, { date: '2026-01-01' }])).toEqual([
      '31 Dec 25',
      '1 Jan 26',
    ]);
  });

  it('shows a week as its first and last day, the month once when both share it', () => {
    expect(
      shortBucketLabels([
        { week: { startDate: '2026-11-01', endDate: '2026-11-07' } },
        { week: { startDate: '2026-11-29', endDate: '2026-12-05' } },
      ]),
    ).toEqual(['1–7 Nov', '29 Nov–5 Dec']);
  });

  it('shows months by name', () => {
    expect(shortBucketLabels([{ month: '2026-01' }, { month: '2026-02' }])).toEqual(['Jan', 'Feb']);
  });
});
