import {
  fixedScenarioTable,
  SCENARIO_ASPECTS,
  TRANSIT_SCENARIO_NAMES,
  type AstroSettings,
  type AstroSettingsContent,
  type TransitScenarioRow,
} from '@orrery/contract';

/** The form's values: the loaded settings, the scenario table as its six fixed rows in order. */
export function toFormValues(settings: AstroSettings): AstroSettingsContent {
  const { version: _version, modifiedAt: _modifiedAt, ...content } = settings;
  return { ...content, transitScenario: fixedScenarioTable(content.transitScenario) };
}

/**
 * The rows as sent: row i is the i-th fixed scenario (the names are shown, not fields); an empty cell is
 * undefined or null, both sent as null; a cell's typed text stays, to be refused.
 */
export const fromFormRows = (rows: readonly Partial<TransitScenarioRow>[]): TransitScenarioRow[] =>
  rows.map((row, i) => {
    const cells = Object.fromEntries(SCENARIO_ASPECTS.map((aspect) => [aspect, row[aspect] ?? null]));
    return { ...cells, scenario: TRANSIT_SCENARIO_NAMES[i] ?? row.scenario ?? '' } as TransitScenarioRow;
  });

export const fromFormValues = (values: AstroSettingsContent): AstroSettingsContent => ({
  ...values,
  transitScenario: fromFormRows(values.transitScenario),
});
