import { RAD, norm360 } from './angles.js';
import { centuries } from './precession.js';
import { PRECESSION_RATE, type MoonStencil } from './points.js';
import { apply, type Matrix3 } from './precession.js';
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

/**
 * True (osculating) node: the ascending node of the plane through the Earth that holds the
 * Moon's geocentric position and velocity, on the true ecliptic of date. Its speed follows from
 * dh/dt = r × a, h = r × v.
 */
export function trueNode(rot: Matrix3, moon: MoonStencil): Point {
  const s = moon.state;
  const r = apply(rot, [s.x, s.y, s.z]);
  const v = apply(rot, [s.vx, s.vy, s.vz]);
  const a = apply(rot, [moon.ax, moon.ay, moon.az]);
  const hx = r[1] * v[2] - r[2] * v[1];
  const hy = r[2] * v[0] - r[0] * v[2];
  const dhx = r[1] * a[2] - r[2] * a[1];
  const dhy = r[2] * a[0] - r[0] * a[2];
  // node direction n = ẑ × h = (−hy, hx, 0)
  const nx = -hy, ny = hx;
  const dnx = -dhy, dny = dhx;
  const speed = ((nx * dny - ny * dnx) / (nx * nx + ny * ny)) * RAD + PRECESSION_RATE;
  return { lng: norm360(Math.atan2(ny, nx) * RAD), speed };
}
