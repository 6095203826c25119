import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  ageInYearsAndMonths,
  cmToMetres,
  dobText,
  feetAndInches,
  metresToCm,
  parseDob,
} from './memberFormat';

const today = DateTime.utc(2024, 10, 20);

describe('parseDob', () => {
  it.each([
    ['15-May-1990', '1990-05-15'],
    ['15-may-1990', '1990-05-15'],
    ['15-05-1990', '1990-05-15'],
    ['15-May-90', '1990-05-15'],
    ['03-Jan-05', '2005-01-03'],
    ['1990-05-15', '1990-05-15'],
    [' 29-Feb-2000 ', '2000-02-29'],
  ])('reads %s as %s', (text, iso) => expect(parseDob(text, today)).toBe(iso));

  it.each(['31-Feb-1990', '1990/05/15', '15 May 1990', '', '32-01-1990', 'yesterday'])('refuses %s', (text) =>
    expect(parseDob(text, today)).toBeNull(),
  );

  it('shows a stored date as DD-MMM-YYYY', () => expect(dobText('1990-05-15')).toBe('15-May-1990'));
});

describe('height and age', () => {
  it('converts metres and cm, and shows feet and inches at 2.54 cm per inch', () => {
    expect(metresToCm(1.7)).toBe(170);
    expect(cmToMetres(172.5)).toBe(1.725);
    expect(feetAndInches(170)).toBe('5 ft 7 in');
    expect(feetAndInches(182.88)).toBe('6 ft 0 in');
    expect(feetAndInches(null)).toBe('—');
  });

  it('gives the age in years and months', () => {
    expect(ageInYearsAndMonths('1990-05-15', today)).toBe('34 years 5 months');
    expect(ageInYearsAndMonths('2023-09-01', today)).toBe('1 year 1 month');
    expect(ageInYearsAndMonths(null, today)).toBe('—');
  });
});
