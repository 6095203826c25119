import { norm360 } from './angles.js';
import { meanAyanamsaTt } from './ayanamsa.js';
import { instantAt, julianDayUt } from './ephemeris.js';
import { RAMC_RATE, ascendant, houseCusps, midheaven } from './houses.js';
import { meanNode, trueNode } from './node.js';
import { Sky, bodyPoints } from './points.js';
import { apparentSiderealTime } from './siderealTime.js';
import type { Chart, ChartInput, ChartOptions, Point, Points } from './types.js';

/** Degrees of RAMC used for the numerical speed of the Ascendant and MC. */
const ANGLE_STEP = 0.01;

function angleSpeed(f: (ramc: number) => number, ramc: number): number {
  const d = norm360(f(ramc + ANGLE_STEP) - f(ramc - ANGLE_STEP) + 180) - 180;
  return (d / (2 * ANGLE_STEP)) * RAMC_RATE;
}

/**
 * A birth (or any) chart: the 14 points (`PlanetCode`) and 12 house cusps. Tropical positions are
 * geocentric apparent longitudes on the true ecliptic of date; sidereal ones subtract the true
 * Lahiri ayanamsa. Every time-dependent quantity (TT, nutation, precession matrix, sidereal
 * time, the Moon) is computed once.
 */
export function chart(input: ChartInput, options: ChartOptions = {}): Chart {
  const zodiac = options.zodiac ?? 'tropical';
  const jdUt = julianDayUt(input.utc);
  const instant = instantAt(jdUt);
  const { jdTt, nut } = instant;
  const sky = new Sky(instant);
  const bodies = bodyPoints(sky);
  const node = options.node === 'true' ? trueNode(sky) : meanNode(jdTt, nut.dpsi);

  const eps = nut.trueObliquity;
  const ramc = norm360(apparentSiderealTime(instant) + input.lng);
  const ascOf = (r: number) => ascendant(r, input.lat, eps);
  const mcOf = (r: number) => midheaven(r, eps);
  const asc: Point = { lng: ascOf(ramc), speed: angleSpeed(ascOf, ramc) };
  const mc: Point = { lng: mcOf(ramc), speed: angleSpeed(mcOf, ramc) };

  const aya = norm360(meanAyanamsaTt(jdTt) + nut.dpsi);
  const shift = zodiac === 'sidereal' ? aya : 0;
  const at = (p: Point): Point => ({ lng: norm360(p.lng - shift), speed: p.speed });

  const points: Points = {
    su: at(bodies.su),
    mo: at(bodies.mo),
    me: at(bodies.me),
    ve: at(bodies.ve),
    ma: at(bodies.ma),
    ju: at(bodies.ju),
    sa: at(bodies.sa),
    ra: at(node),
    ke: at({ lng: norm360(node.lng + 180), speed: node.speed }),
    ur: at(bodies.ur),
    ne: at(bodies.ne),
    pl: at(bodies.pl),
    as: at(asc),
    mc: at(mc),
  };
  const system = options.houses ?? 'wholeSign';
  const houses =
    system === 'wholeSign'
      ? houseCusps('wholeSign', ramc, input.lat, eps, points.as.lng, points.mc.lng)
      : houseCusps(system, ramc, input.lat, eps, asc.lng, mc.lng).map((c) => norm360(c - shift));
  return {
    jdUt,
    lat: input.lat,
    lng: input.lng,
    node: options.node ?? 'mean',
    houseSystem: system,
    ayanamsa: aya,
    zodiac,
    points,
    houses,
  };
}
