import { DEG, RAD, norm360 } from './angles.js';
import { deltaTSeconds } from './deltaT.js';
import type { Instant } from './ephemeris.js';
import {
  J2000,
  apply,
  centuries,
  eclipticToEquatorial,
  equatorialToEcliptic,
  meanObliquity,
  precessionIau2006,
} from './precession.js';

/**
 * Greenwich apparent sidereal time in degrees, as Swiss Ephemeris 2.10 computes it:
 * between 1850 and 2050 the IERS 2010 (IAU 2006) expression — Earth rotation angle plus the
 * GMST polynomial plus the equation of the equinoxes Δψ·cos ε; outside that span SE's long-term
 * model (the mean Sun of date, light-time corrected, plus the UT hour angle and the nutation),
 * less SE's fixed offsets (see LTERM_OFFSETS).
 */
const LTERM_T0 = 2396758.5;
const LTERM_T1 = 2469807.5;
const LIGHT_TIME_AU_DAYS = 499.00478383615643 / 86400;

function equationOfEquinoxes(i: Instant): number {
  return i.nut.dpsi * Math.cos(i.nut.trueObliquity * DEG);
}

function iers2010(i: Instant): number {
  const du = i.jdUt - J2000;
  const era = ((du % 1) + 0.779057273264 + 0.00273781191135448 * du) * 360;
  const t = centuries(i.jdTt);
  const poly =
    0.014506 +
    t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))));
  return norm360(era + poly / 3600 + equationOfEquinoxes(i));
}

function longTerm(i: Instant): number {
  const jdTt = i.jdUt + deltaTSeconds(i.jdUt) / 86400;
  const t = (jdTt - J2000) / 365250;
  const meanSun =
    100.46645683 +
    (1295977422.83429 * t - 2.04411 * t * t - 0.00523 * t * t * t) / 3600 -
    (LIGHT_TIME_AU_DAYS * 360) / 365.2425;
  const eclJ2000: [number, number, number] = [Math.cos(meanSun * DEG), Math.sin(meanSun * DEG), 0];
  const eqJ2000 = eclipticToEquatorial(eclJ2000, meanObliquity(J2000));
  const ofDate = equatorialToEcliptic(apply(precessionIau2006(jdTt), eqJ2000), meanObliquity(jdTt));
  const hourAngle = ((((i.jdUt - 0.5) % 1) + 1) % 1) * 360;
  return Math.atan2(ofDate[1], ofDate[0]) * RAD + equationOfEquinoxes(i) + hourAngle;
}

/**
 * The offsets (degrees) subtracted from the long-term model before 1850 and after 2050: SE 2.10's
 * own constants, 1.3614″ and 4.9883″ (0.000378172° and 0.001385646°).
 *
 * Ascendant and MC were off after 2030: the cause was here, not in ΔT. These constants
 * are not the gaps SE's current models leave between its two expressions: the gaps measure
 * 1.46″ (1850) and 3.08″ (2050), in SE as here (the two long-term models agree to 0.001″), so
 * SE's sidereal time steps back by 0.10″ at 1850 and by 1.91″ at 2050-01-01 0h UT. This engine
 * used to subtract the measured gaps, keeping sidereal time continuous but every RAMC after 2050
 * 1.91″ ahead of SE's: a steady 1.8–2.1″ on the MC, magnified on the Ascendant at high latitudes
 * (4.8″ at 54° S, 18″ at 66°). Between 2030 and 2050 nothing differed: our ΔT after the IERS
 * table (2028) equals SE's to 1e-13 s through 2100, and sidereal time agrees to 0.003″ (SE adds
 * the IERS complementary terms of the equation of the equinoxes, which we leave out). Charts are
 * checked against SE, so we reproduce its step rather than the continuous join.
 */
const LTERM_OFFSETS: readonly [number, number] = [0.000378172, 0.001385646];

export function apparentSiderealTime(i: Instant): number {
  if (i.jdUt <= LTERM_T0) return norm360(longTerm(i) - LTERM_OFFSETS[0]);
  if (i.jdUt >= LTERM_T1) return norm360(longTerm(i) - LTERM_OFFSETS[1]);
  return iers2010(i);
}
