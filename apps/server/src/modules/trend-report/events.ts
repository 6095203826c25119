import { chart, progressedChart, transitEvents, type AstroEvent, type Chart } from '@orrery/astro';
import type { AstroSettingsContent } from '@orrery/contract';
import { houseCusps, houseTransits } from './houseTransits';
import { intensityOf, scenarioOf } from './scenario';

/** One event of a member's day, before its source text is attached. */
export interface TrendEvent {
  name: string;
  kind: AstroEvent['kind'] | 'houseTransit';
  scenario: string | null;
  intensity: number | null;
  closeness: number;
  phase: string;
  momentum: number;
  duration: number | null;
  start: Date | null;
  end: Date | null;
  peakTime: Date | null;
  house: number | null;
}

export interface NatalInput {
  chart: Chart;
  /** the birth instant (progressions and the SPP Chalit cusps need it) */
  utc: Date;
  /** false without a birth time: the Ascendant, Midheaven and houses are unknown */
  timeKnown: boolean;
}

const ANGLES = new Set(['as', 'mc']);
/** An event that needs the birth time: an angle moves in it, or is its target. */
const onAngle = (e: AstroEvent) => ANGLES.has(e.transiting) || ANGLES.has(e.natal);

const DAY_MS = 86_400_000;
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Whether the moving point of an event moves direct when the event begins (or, unbounded, at its peak). */
function directAtEntry(event: AstroEvent, natal: NatalInput): boolean {
  const when = event.start ?? event.peakTime;
  const moving =
    event.kind === 'progressed' || event.kind === 'progressedToProgressed'
      ? progressedChart(natal.chart, natal.utc, when)
      : chart({ utc: when, lat: natal.chart.lat, lng: natal.chart.lng }, { zodiac: natal.chart.zodiac });
  return moving.points[event.transiting].speed >= 0;
}

function aspectEvent(event: AstroEvent, natal: NatalInput, settings: AstroSettingsContent): TrendEvent {
  // only the rows of no or two peaks depend on the motion: the chart is computed for those alone
  const peaks = event.peakTimes.length;
  const scenario = scenarioOf(event, peaks === 0 || peaks === 2 ? directAtEntry(event, natal) : true);
  const { start, end } = event;
  return {
    name: event.name,
    kind: event.kind,
    scenario,
    intensity: intensityOf(settings.transitScenario, scenario, event.aspect),
    closeness: round(event.intensity, 1),
    phase: event.phase,
    momentum: Math.round(event.momentum),
    duration: start && end ? Math.round((end.getTime() - start.getTime()) / DAY_MS) : null,
    start,
    end,
    peakTime: event.peakTime,
    house: event.house,
  };
}

/**
 * The astro events of a member's day (`date`, taken at 12:00 UTC): the engine's transits and
 * progressions active on that day under the settings (orbs, peak orbs, which pairings, house type),
 * each with its scenario row and intensity; then the house transits of the transiting bodies by the
 * settings' house type (with the transit aspects switched on). Without a birth time there are no
 * houses, Ascendant or Midheaven: no house transits, and no event to or of an angle. Aspect events come sorted by peak time, house transits after them.
 */
export function trendEvents(natal: NatalInput, date: Date, settings: AstroSettingsContent): TrendEvent[] {
  const aspects = transitEvents(natal.chart, { from: date, to: date, at: date, settings })
    .filter((e) => natal.timeKnown || !onAngle(e))
    .map((e) => aspectEvent(e, natal, settings));
  if (!settings.transitAspects || !natal.timeKnown) return aspects;
  const sky = chart(
    { utc: date, lat: natal.chart.lat, lng: natal.chart.lng },
    { zodiac: natal.chart.zodiac },
  );
  const houses = houseTransits(sky, houseCusps(natal.chart, natal.utc, settings.transitHouseType)).map(
    (h): TrendEvent => ({
      name: h.name,
      kind: 'houseTransit',
      scenario: null,
      intensity: null,
      closeness: 0,
      phase: h.retrograde ? 'retrograde' : 'direct',
      momentum: Math.round(h.momentum),
      duration: null,
      start: null,
      end: null,
      peakTime: null,
      house: h.house,
    }),
  );
  return [...aspects, ...houses];
}
