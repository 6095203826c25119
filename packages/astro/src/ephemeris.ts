import { AstroTime, BaryState, Body, MakeTime, SetDeltaTFunction } from 'astronomy-engine';
import { DEG } from './angles.js';
import { deltaTSeconds } from './deltaT.js';
import { nutationAt, type Nutation } from './nutation.js';
import { precessionIau2006, type Matrix3 } from './precession.js';

/**
 * The one place that talks to astronomy-engine. Installing our ΔT model here (astronomy-engine's
 * built-in Espenak–Meeus extrapolation drifts by more than a minute by 2100) means every
 * AstroTime the engine makes carries the Swiss-Ephemeris-compatible TT.
 */
SetDeltaTFunction((ut: number) => deltaTSeconds(ut + 2451545));

export { Body };
export type { AstroTime };

export const JD_UNIX_EPOCH = 2440587.5;

/** Julian day (UT) of a Date. */
export function julianDayUt(utc: Date): number {
  return utc.getTime() / 86400000 + JD_UNIX_EPOCH;
}

/** Date of a UT Julian day. */
export function dateOfJulianDay(jdUt: number): Date {
  return new Date(Math.round((jdUt - JD_UNIX_EPOCH) * 86400000));
}

/** AstroTime for a UT Julian day. */
export function makeTime(jdUt: number): AstroTime {
  return MakeTime(jdUt - 2451545);
}

/** Everything about one instant that the positions need, computed once. */
export interface Instant {
  jdUt: number;
  jdTt: number;
  time: AstroTime;
  nut: Nutation;
  /** J2000 mean equator (EQJ) → true ecliptic and equinox of date */
  toEcliptic: Matrix3;
}

/**
 * EQJ → true ecliptic of date = R3(−Δψ)·R1(ε_mean)·P: precess to the mean equator of date,
 * turn to the mean ecliptic of date, then add the nutation in longitude.
 */
function eclipticOfDate(jdTt: number, nut: Nutation): Matrix3 {
  const p = precessionIau2006(jdTt);
  const ce = Math.cos(nut.meanObliquity * DEG),
    se = Math.sin(nut.meanObliquity * DEG);
  const cp = Math.cos(nut.dpsi * DEG),
    sp = Math.sin(nut.dpsi * DEG);
  const row1 = [0, 1, 2].map((j) => ce * p[1][j]! + se * p[2][j]!);
  const row2 = [0, 1, 2].map((j) => -se * p[1][j]! + ce * p[2][j]!);
  const r0 = p[0];
  return [
    [cp * r0[0] - sp * row1[0]!, cp * r0[1] - sp * row1[1]!, cp * r0[2] - sp * row1[2]!],
    [sp * r0[0] + cp * row1[0]!, sp * r0[1] + cp * row1[1]!, sp * r0[2] + cp * row1[2]!],
    [row2[0]!, row2[1]!, row2[2]!],
  ];
}

export function instantAt(jdUt: number): Instant {
  const time = makeTime(jdUt);
  const jdTt = time.tt + 2451545;
  const nut = nutationAt(jdTt);
  return { jdUt, jdTt, time, nut, toEcliptic: eclipticOfDate(jdTt, nut) };
}

export interface State {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

/**
 * Barycentric J2000 state of Pluto from astronomy-engine's gravity simulation (its segments are
 * cached inside the library, so this is cheap after the first call in a span of ~80 years).
 */
export function plutoBarycentric(time: AstroTime): State {
  return BaryState(Body.Pluto, time);
}
