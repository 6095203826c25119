import { norm360 } from './angles.js';
import { chart } from './chart.js';
import { dateOfJulianDay, julianDayUt } from './ephemeris.js';
import type { Chart } from './types.js';

/** Days of life per year of progression: the tropical year. */
export const TROPICAL_YEAR_DAYS = 365.242190402;

/** The instant whose chart is the secondary progression for atUtc (a day after birth for each year of life). */
export function progressedInstant(birthUtc: Date, atUtc: Date): Date {
  const birth = julianDayUt(birthUtc);
  return dateOfJulianDay(birth + (julianDayUt(atUtc) - birth) / TROPICAL_YEAR_DAYS);
}

/**
 * Secondary progressed chart: the planets of the progressed instant (in the natal chart's zodiac
 * and node), with speeds in degrees per day of the progressed time. The Ascendant, MC and cusps
 * are directed by solar arc: natal value plus the progressed Sun's advance over the natal Sun.
 * See docs/transits.md.
 */
export function progressedChart(natalChart: Chart, birthUtc: Date, atUtc: Date): Chart {
  const p = chart(
    { utc: progressedInstant(birthUtc, atUtc), lat: natalChart.lat, lng: natalChart.lng },
    { zodiac: natalChart.zodiac, node: natalChart.node, houses: 'wholeSign' },
  );
  const arc = norm360(p.points.su.lng - natalChart.points.su.lng);
  const sunRate = p.points.su.speed;
  const direct = (lng: number) => norm360(lng + arc);
  return {
    ...p,
    houseSystem: natalChart.houseSystem,
    points: {
      ...p.points,
      as: { lng: direct(natalChart.points.as.lng), speed: sunRate },
      mc: { lng: direct(natalChart.points.mc.lng), speed: sunRate },
    },
    houses: natalChart.houses.map(direct),
  };
}
