import { RAD, norm360 } from './angles.js';
import { Body, geoMoon, helioState, type AstroTime, type State } from './ephemeris.js';
import type { Matrix3 } from './precession.js';
import type { PlanetCode, Point } from './types.js';

export type BodyCode = 'su' | 'mo' | 'me' | 've' | 'ma' | 'ju' | 'sa' | 'ur' | 'ne' | 'pl';

const C_AU_PER_DAY = 173.1446326846693;
/** General precession in longitude, degrees per day (IAU 2006, 5028.796″ per century). */
export const PRECESSION_RATE = 5028.796195 / 3600 / 36525;

const PLANETS: readonly (readonly [BodyCode, Body])[] = [
  ['me', Body.Mercury],
  ['ve', Body.Venus],
  ['ma', Body.Mars],
  ['ju', Body.Jupiter],
  ['sa', Body.Saturn],
  ['ur', Body.Uranus],
  ['ne', Body.Neptune],
  ['pl', Body.Pluto],
];

/** Longitude and speed in the true ecliptic of date of a J2000 geocentric position/velocity. */
export function eclipticPoint(m: Matrix3, s: State): Point {
  const x = m[0][0] * s.x + m[0][1] * s.y + m[0][2] * s.z;
  const y = m[1][0] * s.x + m[1][1] * s.y + m[1][2] * s.z;
  const vx = m[0][0] * s.vx + m[0][1] * s.vy + m[0][2] * s.vz;
  const vy = m[1][0] * s.vx + m[1][1] * s.vy + m[1][2] * s.vz;
  const speed = ((x * vy - y * vx) / (x * x + y * y)) * RAD + PRECESSION_RATE;
  return { lng: norm360(Math.atan2(y, x) * RAD), speed };
}

/**
 * Apparent geocentric position of a planet: the planet at t − τ seen from the Earth at t − τ
 * (light-time plus first-order annual aberration), τ the light time. The planet's state at t is
 * carried back linearly, which is good to a few milli-arcseconds (τ < 0.03 day) and costs
 * one series evaluation per planet.
 */
function apparentPlanet(p: State, earth: State): State {
  let gx = p.x - earth.x, gy = p.y - earth.y, gz = p.z - earth.z;
  let tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AU_PER_DAY;
  for (let i = 0; i < 2; i++) {
    gx = p.x - p.vx * tau - (earth.x - earth.vx * tau);
    gy = p.y - p.vy * tau - (earth.y - earth.vy * tau);
    gz = p.z - p.vz * tau - (earth.z - earth.vz * tau);
    tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AU_PER_DAY;
  }
  return { x: gx, y: gy, z: gz, vx: p.vx - earth.vx, vy: p.vy - earth.vy, vz: p.vz - earth.vz };
}

/** Half-widths in days of the stencils for the Moon's velocity (and, for the true node, acceleration). */
const VELOCITY_STEP = 1e-4;
const ACCELERATION_STEP = 0.01;

export interface MoonStencil {
  /** geometric geocentric J2000 position, velocity (AU/day) and acceleration (AU/day², zero unless asked) */
  state: State;
  ax: number; ay: number; az: number;
}

/**
 * The Moon at t from GeoMoon at t ± h: the mean of the two is the position (error ~a·h²/2, far
 * below 1 mas at h = 1e-4 day) and their difference the velocity. With `withAcceleration` a
 * third evaluation at t and a wider step give the acceleration the true node's speed needs.
 */
export function moonStencil(time: AstroTime, withAcceleration = false): MoonStencil {
  if (!withAcceleration) {
    const a = geoMoon(time.AddDays(-VELOCITY_STEP));
    const b = geoMoon(time.AddDays(VELOCITY_STEP));
    const k = 1 / (2 * VELOCITY_STEP);
    return {
      state: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, z: (a.z + b.z) / 2, vx: (b.x - a.x) * k, vy: (b.y - a.y) * k, vz: (b.z - a.z) * k },
      ax: 0, ay: 0, az: 0,
    };
  }
  const h = ACCELERATION_STEP;
  const a = geoMoon(time.AddDays(-h));
  const m = geoMoon(time);
  const b = geoMoon(time.AddDays(h));
  return {
    state: { x: m.x, y: m.y, z: m.z, vx: (b.x - a.x) / (2 * h), vy: (b.y - a.y) / (2 * h), vz: (b.z - a.z) / (2 * h) },
    ax: (b.x - 2 * m.x + a.x) / (h * h), ay: (b.y - 2 * m.y + a.y) / (h * h), az: (b.z - 2 * m.z + a.z) / (h * h),
  };
}

/** Apparent Moon: geometric position less its geocentric motion during the light time (~1.3 s). */
function apparentMoon(s: State): State {
  const tau = Math.sqrt(s.x * s.x + s.y * s.y + s.z * s.z) / C_AU_PER_DAY;
  return { ...s, x: s.x - s.vx * tau, y: s.y - s.vy * tau, z: s.z - s.vz * tau };
}

/** Tropical apparent longitudes and speeds of the Sun, Moon and planets. */
/** Heliocentric state of the Earth. */
export function earthState(time: AstroTime): State {
  return helioState(Body.Earth, time);
}

export function bodyPoints(time: AstroTime, rot: Matrix3, moon: MoonStencil): Record<BodyCode, Point> {
  const earth = earthState(time);
  const sun = apparentPlanet({ x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 }, earth);
  const out = {
    su: eclipticPoint(rot, sun),
    mo: eclipticPoint(rot, apparentMoon(moon.state)),
  } as Record<BodyCode, Point>;
  for (const [code, body] of PLANETS) {
    out[code] = eclipticPoint(rot, apparentPlanet(helioState(body, time), earth));
  }
  return out;
}

/** Apparent tropical longitudes of some of the Sun and planets (not the Moon), sharing one Earth state. */
export function planetPoints(time: AstroTime, rot: Matrix3, codes: readonly BodyCode[], earth = earthState(time)): Map<PlanetCode, Point> {
  const out = new Map<PlanetCode, Point>();
  for (const code of codes) {
    if (code === 'su') {
      out.set(code, eclipticPoint(rot, apparentPlanet({ x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 }, earth)));
      continue;
    }
    const body = PLANETS.find(([c]) => c === code)?.[1];
    if (body !== undefined) out.set(code, eclipticPoint(rot, apparentPlanet(helioState(body, time), earth)));
  }
  return out;
}
