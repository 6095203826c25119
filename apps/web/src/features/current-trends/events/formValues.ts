import {
  EMPTY_SCENARIO_ROW,
  SCENARIO_ASPECTS,
  TRANSIT_SCENARIOS,
  type AstroSettings,
  type AstroSettingsContent,
  type TransitScenarioRow,
} from '@orrery/contract';

/** The form's values: the loaded settings, the scenario table filled up to its six fixed rows. */
export function toFormValues(settings: AstroSettings): AstroSettingsContent {
  const { version: _version, modifiedAt: _modifiedAt, ...content } = settings;
  const rows = content.transitScenario.slice(0, TRANSIT_SCENARIOS.length);
  while (rows.length < TRANSIT_SCENARIOS.length) rows.push({ ...EMPTY_SCENARIO_ROW });
  return { ...content, transitScenario: rows };
}

/** A cleared number input gives undefined or null: both are an empty cell. */
export const fromFormRows = (rows: readonly TransitScenarioRow[]): TransitScenarioRow[] =>
  rows.map((row) => {
    const cells = Object.fromEntries(SCENARIO_ASPECTS.map((aspect) => [aspect, row[aspect] ?? null]));
    return { ...row, ...cells, scenario: row.scenario ?? '' };
  });

export const fromFormValues = (values: AstroSettingsContent): AstroSettingsContent => ({
  ...values,
  transitScenario: fromFormRows(values.transitScenario),
});
