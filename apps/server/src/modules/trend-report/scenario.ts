import type { TransitScenarioRow } from '@orrery/contract';
import type { AstroEvent, TransitAspect } from '@orrery/astro';

/** The row names of the transit-scenario table, by the rule that picks them. */
export const SCENARIO = {
  once: '1/2 peaks once',
  noPeakTurningRetrograde: '3/5 does not peak',
  twiceTurningRetrograde: '4/6 peaks twice',
  noPeakTurningDirect: '7/9 does not peak',
  twiceTurningDirect: '8/10 peaks twice',
  threeTimes: '11 peaks three times',
} as const;

/**
 * The scenario row of an event, by how often it is exact during its pass through the orb: once,
 * three times (or more), or not at all / twice, where the moving point turns inside the orb: it
 * enters moving direct and turns retrograde (3/5, 4/6), or enters retrograde and turns direct
 * (7/9, 8/10). `directAtEntry` is the moving point's motion when the event begins.
 */
export function scenarioOf(event: Pick<AstroEvent, 'peakTimes'>, directAtEntry: boolean): string {
  const peaks = event.peakTimes.length;
  if (peaks === 1) return SCENARIO.once;
  if (peaks >= 3) return SCENARIO.threeTimes;
  if (peaks === 0) return directAtEntry ? SCENARIO.noPeakTurningRetrograde : SCENARIO.noPeakTurningDirect;
  return directAtEntry ? SCENARIO.twiceTurningRetrograde : SCENARIO.twiceTurningDirect;
}

/**
 * The intensity of an event: the scenario table's number for its row and aspect, matched on the row's
 * leading numbers ("4/6"), so a relabelled row still counts. Null when the row was dropped or the cell
 * is empty.
 */
export function intensityOf(
  table: TransitScenarioRow[],
  scenario: string,
  aspect: TransitAspect,
): number | null {
  const head = (label: string) => label.trim().split(/\s+/)[0];
  const row = table.find((r) => head(r.scenario) === head(scenario));
  return row?.[aspect] ?? null;
}
