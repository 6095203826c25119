import { DEG, RAD, norm360, signedDiff } from './angles.js';
import { deltaTSeconds } from './deltaT.js';
import { instantAt, type Instant } from './ephemeris.js';
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
 * Greenwich apparent sidereal time in degrees, as Swiss Ephemeris computes it:
 * between 1850 and 2050 the IERS 2010 (IAU 2006) expression — Earth rotation angle plus the
 * GMST polynomial plus the equation of the equinoxes Δψ·cos ε; outside that span SE's long-term
 * model (the mean Sun of date, light-time corrected, plus the UT hour angle and the nutation),
 * offset so that it joins the IERS expression at 1850 and 2050.
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
 * Offsets that join the long-term model to the IERS one at 1850 and 2050. SE hard-codes them
 * (1.36″ and 4.99″); with our precession and ΔT the gaps measure 1.46″ and 3.08″, so we take the
 * measured gaps, which keeps sidereal time continuous — the purpose of SE's constants.
 */
let offsets: [number, number] | undefined;

function joinOffsets(): [number, number] {
  if (!offsets) {
    const at = (jd: number) => instantAt(jd);
    const a = at(LTERM_T0),
      b = at(LTERM_T1);
    offsets = [signedDiff(longTerm(a), iers2010(a)), signedDiff(longTerm(b), iers2010(b))];
  }
  return offsets;
}

export function apparentSiderealTime(i: Instant): number {
  if (i.jdUt <= LTERM_T0) return norm360(longTerm(i) - joinOffsets()[0]);
  if (i.jdUt >= LTERM_T1) return norm360(longTerm(i) - joinOffsets()[1]);
  return iers2010(i);
}
