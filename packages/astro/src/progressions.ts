import { norm360 } from './angles.js';
import { meanAyanamsaTt } from './ayanamsa.js';
import { chart } from './chart.js';
import { dateOfJulianDay, instantAt, julianDayUt } from './ephemeris.js';
import { Sky } from './points.js';
import type { Chart, Point } from './types.js';

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

/** The progressed points the transit search follows: the inner bodies and the two angles. */
export type ProgressedCode = 'su' | 'mo' | 'me' | 've' | 'ma' | 'as' | 'mc';

/**
 * The points of progressedChart for su, mo, me, ve, ma, as and mc, the same numbers computed the
 * same way, without the rest of the chart (the outer planets, the nodes, the houses), each when
 * first asked for: the transit search samples a progression every 30 days over years and reads
 * most bodies at a few of those instants only.
 */
export function progressedPoints(
  natalChart: Chart,
  birthUtc: Date,
  atUtc: Date,
): (code: ProgressedCode) => Point {
  const instant = instantAt(julianDayUt(progressedInstant(birthUtc, atUtc)));
  const sky = new Sky(instant);
  const shift =
    natalChart.zodiac === 'sidereal' ? norm360(meanAyanamsaTt(instant.jdTt) + instant.nut.dpsi) : 0;
  const at = (p: Point): Point => ({ lng: norm360(p.lng - shift), speed: p.speed });
  const points = new Map<ProgressedCode, Point>();
  const point = (code: ProgressedCode): Point => {
    let p = points.get(code);
    if (p) return p;
    if (code === 'as' || code === 'mc') {
      const su = point('su');
      const arc = norm360(su.lng - natalChart.points.su.lng);
      p = { lng: norm360(natalChart.points[code].lng + arc), speed: su.speed };
    } else p = at(sky.point(code));
    points.set(code, p);
    return p;
  };
  return point;
}
