import { describe, expect, it } from 'vitest';
import { ageInYears } from './dates';

describe('ageInYears', () => {
  const on = (day: string) => new Date(`${day}T12:00:00Z`);
  it('counts a year on the birthday, not the day before', () => {
    expect(ageInYears('1990-05-15', on('2024-05-14'))).toBe(33);
    expect(ageInYears('1990-05-15', on('2024-05-15'))).toBe(34);
    expect(ageInYears('1990-12-31', on('2025-01-01'))).toBe(34);
  });
  it('a 29 February birthday counts from 1 March in other years', () => {
    expect(ageInYears('2000-02-29', on('2018-02-28'))).toBe(17);
    expect(ageInYears('2000-02-29', on('2018-03-01'))).toBe(18);
    expect(ageInYears('2000-02-29', on('2024-02-29'))).toBe(24);
  });
});
