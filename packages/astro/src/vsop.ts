import { VSOP } from './vsopData.js';

/**
 * astronomy-engine's truncated VSOP87 (the same series, src/vsopData.ts) evaluated for position
 * and velocity in one pass: each term's angle, cosine and sine are computed once and serve both
 * the value and its derivative (the library computes the value and derivative separately,
 * three trigonometric calls per term instead of two). The sums are taken in the library's order
 * with the same arithmetic, so the results equal its HelioState to the last bit or two.
 */
export type VsopPlanet = 'Mercury' | 'Venus' | 'Earth' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

/** Heliocentric J2000 mean equator (EQJ) position (AU) and velocity (AU/day). */
export interface StateVec {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

type Model = readonly (readonly Float64Array[])[];

const MODELS = new Map<string, Model>(
  Object.entries(VSOP).map(([name, coords]) => [
    name,
    coords.map((series) => series.map((s) => Float64Array.from(s))),
  ]),
);

const DAYS_PER_MILLENNIUM = 365250;
const PI2 = 2 * Math.PI;

let value = 0;
let deriv = 0;

/** One coordinate: sets `value` and `deriv` (per millennium). */
function coordinate(model: readonly Float64Array[], t: number, clamp: boolean): void {
  let tpower = 1,
    dpower = 0,
    v = 0,
    d = 0;
  for (let s = 0; s < model.length; s++) {
    const series = model[s]!;
    let cosSum = 0,
      sinSum = 0;
    for (let k = 0; k < series.length; k += 3) {
      const ampl = series[k]!,
        freq = series[k + 2]!;
      const angle = series[k + 1]! + t * freq;
      cosSum += ampl * Math.cos(angle);
      sinSum += ampl * freq * Math.sin(angle);
    }
    let incr = tpower * cosSum;
    if (clamp) incr %= PI2;
    v += incr;
    d += s * dpower * cosSum - tpower * sinSum;
    dpower = tpower;
    tpower *= t;
  }
  value = v;
  deriv = d;
}

/** Heliocentric EQJ state of a VSOP planet at a TT given in days from J2000. */
export function vsopState(planet: VsopPlanet, tt: number): StateVec {
  const model = MODELS.get(planet)!;
  const t = tt / DAYS_PER_MILLENNIUM;
  coordinate(model[0]!, t, true);
  const lon = value,
    dlon = deriv;
  coordinate(model[1]!, t, false);
  const lat = value,
    dlat = deriv;
  coordinate(model[2]!, t, false);
  const rad = value,
    drad = deriv;
  const coslon = Math.cos(lon),
    sinlon = Math.sin(lon);
  const coslat = Math.cos(lat),
    sinlat = Math.sin(lat);
  const vx =
    (drad * coslat * coslon - rad * sinlat * coslon * dlat - rad * coslat * sinlon * dlon) /
    DAYS_PER_MILLENNIUM;
  const vy =
    (drad * coslat * sinlon - rad * sinlat * sinlon * dlat + rad * coslat * coslon * dlon) /
    DAYS_PER_MILLENNIUM;
  const vz = (drad * sinlat + rad * coslat * dlat) / DAYS_PER_MILLENNIUM;
  const rc = rad * coslat;
  const x = rc * coslon,
    y = rc * sinlon,
    z = rad * sinlat;
  // VSOP87 ecliptic of J2000 → EQJ, the library's rotation
  return {
    x: x + 0.00000044036 * y - 0.000000190919 * z,
    y: -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    z: 0.397776982902 * y + 0.917482137087 * z,
    vx: vx + 0.00000044036 * vy - 0.000000190919 * vz,
    vy: -0.000000479966 * vx + 0.917482137087 * vy - 0.397776982902 * vz,
    vz: 0.397776982902 * vy + 0.917482137087 * vz,
  };
}

/** GM (AU³/day²) of the Sun and of the planets whose pull moves the Sun about the barycentre (astronomy-engine's). */
const SUN_GM = 0.2959122082855911e-3;
export const GIANT_GM: Readonly<Record<'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune', number>> = {
  Jupiter: 0.2825345909524226e-6,
  Saturn: 0.8459715185680659e-7,
  Uranus: 0.1292024916781969e-7,
  Neptune: 0.1524358900784276e-7,
};

/** Heliocentric state of the solar-system barycentre from the giants' heliocentric states (as astronomy-engine). */
export function barycentre(
  giants: Readonly<Record<'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune', StateVec>>,
): StateVec {
  const b = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
  for (const name of ['Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const) {
    const gm = GIANT_GM[name];
    const shift = gm / (gm + SUN_GM);
    const p = giants[name];
    b.x += p.x * shift;
    b.y += p.y * shift;
    b.z += p.z * shift;
    b.vx += p.vx * shift;
    b.vy += p.vy * shift;
    b.vz += p.vz * shift;
  }
  return b;
}
