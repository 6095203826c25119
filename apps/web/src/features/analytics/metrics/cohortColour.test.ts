import { describe, expect, it } from 'vitest';
import { cohortBadgeStyle } from './cohortColour';

describe('cohortBadgeStyle', () => {
  it('paints 0% white with dark normal text', () => {
    expect(cohortBadgeStyle(0)).toEqual({
      backgroundColor: 'rgb(255, 255, 255)',
      color: 'rgba(0, 0, 0, 0.88)',
      fontWeight: 'normal',
    });
  });

  it('paints 100% full blue with white bold text', () => {
    expect(cohortBadgeStyle(100)).toEqual({
      backgroundColor: 'rgb(22, 119, 255)',
      color: 'rgb(255, 255, 255)',
      fontWeight: 'bold',
    });
  });

  it('runs straight from white to blue: 50% is half way', () => {
    expect(cohortBadgeStyle(50).backgroundColor).toBe('rgb(139, 187, 255)');
  });

  it('turns the text white and bold only above 60%', () => {
    expect(cohortBadgeStyle(60)).toMatchObject({ color: 'rgba(0, 0, 0, 0.88)', fontWeight: 'normal' });
    expect(cohortBadgeStyle(60.5)).toMatchObject({ color: 'rgb(255, 255, 255)', fontWeight: 'bold' });
  });

  it('keeps out-of-range figures inside white..blue', () => {
    expect(cohortBadgeStyle(-5).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(cohortBadgeStyle(140).backgroundColor).toBe('rgb(22, 119, 255)');
    expect(cohortBadgeStyle(Number.NaN).backgroundColor).toBe('rgb(255, 255, 255)');
  });
});
