import { describe, expect, it } from 'vitest';
import type { TransitScenarioRow } from './astroSettings';
import { DEFAULT_TRANSIT_SCENARIO, scenarioProblem, storedScenario } from './astroSettingsValues';

const row = (scenario: string, cells: Partial<TransitScenarioRow> = {}): TransitScenarioRow => ({
  scenario,
  conjunction: null,
  opposition: null,
  trine: null,
  square: null,
  sextile: null,
  ...cells,
});

describe('the transit scenario table (trend scenario save)', () => {
  it('the default table passes: six fixed rows, numbers from 0 to 1', () => {
    expect(DEFAULT_TRANSIT_SCENARIO).toHaveLength(6);
    expect(scenarioProblem(DEFAULT_TRANSIT_SCENARIO)).toBeNull();
  });

  it('drops wholly empty rows and trims the scenarios', () => {
    const rows = [row(' 1/2 peaks once ', { trine: 0.5 }), row(''), row('  '), row('11 peaks three times')];
    expect(scenarioProblem(rows)).toBeNull();
    expect(storedScenario(rows)).toEqual([
      row('1/2 peaks once', { trine: 0.5 }),
      row('11 peaks three times'),
    ]);
  });

  it("a row with a number but no scenario: 'Scenario field cannot be empty in any row.'", () => {
    expect(scenarioProblem([row('', { square: 0 })])).toBe('Scenario field cannot be empty in any row.');
  });

  it("a cell that is not a number: 'Numeric fields must be numbers or empty.'; outside 0–1 its own message", () => {
    expect(scenarioProblem([row('1/2 peaks once', { trine: Number.NaN })])).toBe(
      'Numeric fields must be numbers or empty.',
    );
    expect(scenarioProblem([row('1/2 peaks once', { trine: 1.01 })])).toBe(
      'Numeric fields must be from 0 to 1.',
    );
    expect(scenarioProblem([row('1/2 peaks once', { trine: -0.01 })])).toBe(
      'Numeric fields must be from 0 to 1.',
    );
    expect(scenarioProblem([row('1/2 peaks once', { trine: 0, square: 1 })])).toBeNull();
  });
});
