import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HeartScoreTable, TextDistributionTable } from './GroupTables';

const figures = {
  heartLogoCount: { veryHigh: 5, high: 10, medium: 20, veryLow: 5 },
  heartLogo: {
    veryHigh: { val1: 64, val2: 100 },
    high: { val1: 56, val2: 64 },
    medium: { val1: 47, val2: 56 },
    veryLow: { val1: 0, val2: 47 },
  },
  synastryCategory: {
    veryHigh: { val1: 16, val2: 10 },
    high: { val1: 40, val2: 25 },
    medium: { val1: 64, val2: 40 },
    low: { val1: 24, val2: 15 },
    veryLow: { val1: 16, val2: 10 },
  },
};

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('the group tables', () => {
  it('show each heart band with its range, its pairs and their share of the group', () => {
    render(<HeartScoreTable figures={figures} />);
    expect(screen.getByText('Heart Logo')).toBeTruthy();
    const medium = within(row(/^Medium/))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(medium).toEqual(['Medium', '47 – 56', '20', '50.00%']);
    expect(
      within(row(/^Very High/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Very High', '64 – 100', '5', '12.50%']);
  });

  it('show how many category texts fall in each strength, and their share', () => {
    render(<TextDistributionTable figures={figures} />);
    expect(
      within(row(/^Low/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Low', '24', '15.00%']);
  });
});
