import { RAD, norm360 } from './angles.js';
import { instantAt, julianDayUt } from './ephemeris.js';
import {
  applyT,
  apply,
  equatorialToEcliptic,
  meanObliquity,
  precessionIau1976,
  precessionIau2006,
  type Vec3,
} from './precession.js';

/**
 * Lahiri ayanamsa as Swiss Ephemeris defines it (SE_SIDM_LAHIRI): 23°15′00.658″ at
 * JD 2435553.5 TT (1956-03-21) less the nutation of that day, 23.245524743°, carried to the
 * date by precessing the vernal point of the date into the ecliptic of 1956. The definition was
 * made with IAU 1976 precession, so, like Swiss Ephemeris, we replace the modern (IAU 2006)
 * precession between 1956 and J2000 by IAU 1976's. "True" adds the nutation in longitude.
 */
const T0 = 2435553.5;
const AYAN_T0 = 23.250182778 - 0.004658035;

function longitudeOnEclipticT0(v: Vec3): number {
  const e = equatorialToEcliptic(v, meanObliquity(T0));
  return Math.atan2(e[1], e[0]) * RAD;
}

/** Difference of the two precession models between J2000 and 1956, degrees. */
const PRECESSION_MODEL_CORRECTION = longitudeOnEclipticT0(
  apply(precessionIau1976(T0), applyT(precessionIau2006(T0), [1, 0, 0])),
);

const PRECESSION_T0 = precessionIau2006(T0);

/** Mean Lahiri ayanamsa (no nutation) for a TT Julian day. */
export function meanAyanamsaTt(jdTt: number): number {
  const atJ2000 = applyT(precessionIau2006(jdTt), [1, 0, 0]);
  const atT0 = apply(PRECESSION_T0, atJ2000);
  return norm360(AYAN_T0 - longitudeOnEclipticT0(atT0) - PRECESSION_MODEL_CORRECTION);
}

/** True Lahiri ayanamsa (mean plus nutation in longitude), degrees, for a UTC instant. */
export function ayanamsa(utc: Date): number {
  const i = instantAt(julianDayUt(utc));
  return norm360(meanAyanamsaTt(i.jdTt) + i.nut.dpsi);
}
