import { RAD, norm360 } from './angles.js';
import { centuries } from './precession.js';
import { moonEcliptic } from './moon.js';
import { moonCartesian, type Sky } from './points.js';
import type { Point } from './types.js';

/**
 * Mean lunar node (Meeus, Astronomical Algorithms 2nd ed., eq. 47.7) referred to the true
 * equinox of date: the polynomial plus the nutation in longitude, as Swiss Ephemeris gives it.
 */
export function meanNode(jdTt: number, dpsi: number): Point {
  const t = centuries(jdTt);
  const lng = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 + t * (-1 / 60616000))));
  const speed = (-1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 + t * (-4 / 60616000)))) / 36525;
  return { lng: norm360(lng + dpsi), speed };
}

/** Half-width in days of the difference of the Moon's (analytic) velocity that gives its acceleration. */
const ACCELERATION_STEP = 1e-3;

/**
 * True (osculating) node: the ascending node of the plane through the Earth that holds the
 * Moon's geometric geocentric position and velocity (both from one evaluation of the lunar
 * theory), on the true ecliptic of date. Its speed follows from dh/dt = r × a, h = r × v, the
 * acceleration a from the velocities at t ± 0.001 day. The vectors are in the ecliptic of date,
 * so the speed already includes the precession.
 */
export function trueNode(sky: Sky): Point {
  const dpsi = sky.instant.nut.dpsi;
  const tt = sky.instant.time.tt;
  const s = moonCartesian(sky.moon(), dpsi);
  const before = moonCartesian(moonEcliptic(tt - ACCELERATION_STEP), dpsi);
  const after = moonCartesian(moonEcliptic(tt + ACCELERATION_STEP), dpsi);
  const k = 1 / (2 * ACCELERATION_STEP);
  const ax = (after.vx - before.vx) * k,
    ay = (after.vy - before.vy) * k,
    az = (after.vz - before.vz) * k;
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  const dhx = s.y * az - s.z * ay;
  const dhy = s.z * ax - s.x * az;
  // node direction n = ẑ × h = (−hy, hx, 0)
  const nx = -hy,
    ny = hx;
  const dnx = -dhy,
    dny = dhx;
  const speed = ((nx * dny - ny * dnx) / (nx * nx + ny * ny)) * RAD;
  return { lng: norm360(Math.atan2(ny, nx) * RAD), speed };
}
