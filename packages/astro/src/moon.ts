import { MOON_N, MOON_SOL } from './moonData.js';

/**
 * astronomy-engine's lunar theory (its CalcMoon: Montenbruck & Pfleger's version of the Improved
 * Lunar Ephemeris, coefficients in src/moonData.ts), rewritten without per-call allocations and
 * with the analytic time derivative of every term, so that one evaluation gives the Moon's
 * position and velocity. Position arithmetic follows the library's statement for statement (the
 * same doubles); the derivative ignores only the slow drift of the amplitude factors (FAC of
 * the Sun's anomaly, 0.0025 per century, and of F through DGAM), below 1e-3″ per day.
 *
 * Coordinates: geocentric, mean ecliptic and equinox of date.
 */
export interface MoonEcliptic {
  /** longitude and latitude (radians), distance (AU) */
  lon: number;
  lat: number;
  dist: number;
  /** their rates per day */
  dlon: number;
  dlat: number;
  ddist: number;
}

const PI2 = 2 * Math.PI;
const ARC = 3600 * (180 / Math.PI);
const EARTH_EQUATORIAL_RADIUS_AU = 6378.1366 / 1.4959787069098932e8;
const PER_DAY = 1 / 36525;

const frac = (x: number) => x - Math.floor(x);

// cos/sin of multiples −6…6 of the four arguments (l, l′, F, D), index (j + 6) * 4 + (i − 1)
const CO = new Float64Array(13 * 4);
const SI = new Float64Array(13 * 4);
const SOL_COUNT = MOON_SOL.length / 8;
const N_COUNT = MOON_N.length / 5;

let termX = 0;
let termY = 0;

function term(p: number, q: number, r: number, s: number): void {
  let x = 1,
    y = 0;
  if (p !== 0) {
    const c = CO[(p + 6) * 4]!,
      si = SI[(p + 6) * 4]!;
    const nx = x * c - y * si;
    y = y * c + x * si;
    x = nx;
  }
  if (q !== 0) {
    const c = CO[(q + 6) * 4 + 1]!,
      si = SI[(q + 6) * 4 + 1]!;
    const nx = x * c - y * si;
    y = y * c + x * si;
    x = nx;
  }
  if (r !== 0) {
    const c = CO[(r + 6) * 4 + 2]!,
      si = SI[(r + 6) * 4 + 2]!;
    const nx = x * c - y * si;
    y = y * c + x * si;
    x = nx;
  }
  if (s !== 0) {
    const c = CO[(s + 6) * 4 + 3]!,
      si = SI[(s + 6) * 4 + 3]!;
    const nx = x * c - y * si;
    y = y * c + x * si;
    x = nx;
  }
  termX = x;
  termY = y;
}

/** sin(2π(a + bT)) and its rate per day */
function sine(a: number, b: number, T: number): [number, number] {
  const phi = PI2 * (a + b * T);
  return [Math.sin(phi), Math.cos(phi) * PI2 * b * PER_DAY];
}

/** The Moon at a TT given in days from J2000. */
export function moonEcliptic(tt: number): MoonEcliptic {
  const T = tt / 36525;
  const T2 = T * T;
  const [S1, dS1] = sine(0.19833, 0.05611, T);
  const [S2, dS2] = sine(0.27869, 0.04508, T);
  const [S3, dS3] = sine(0.16827, -0.36903, T);
  const [S4, dS4] = sine(0.34734, -5.37261, T);
  const [S5, dS5] = sine(0.10498, -5.37899, T);
  const [S6, dS6] = sine(0.42681, -0.41855, T);
  const [S7, dS7] = sine(0.14943, -5.37511, T);
  const DL0 = 0.84 * S1 + 0.31 * S2 + 14.27 * S3 + 7.26 * S4 + 0.28 * S5 + 0.24 * S6;
  const DL = 2.94 * S1 + 0.31 * S2 + 14.27 * S3 + 9.34 * S4 + 1.12 * S5 + 0.83 * S6;
  const DLS = -6.4 * S1 - 1.89 * S6;
  const DF = 0.21 * S1 + 0.31 * S2 + 14.27 * S3 - 88.7 * S4 - 15.3 * S5 + 0.24 * S6 - 1.86 * S7;
  const DD = DL0 - DLS;
  const dDL0 = 0.84 * dS1 + 0.31 * dS2 + 14.27 * dS3 + 7.26 * dS4 + 0.28 * dS5 + 0.24 * dS6;
  const dDL = 2.94 * dS1 + 0.31 * dS2 + 14.27 * dS3 + 9.34 * dS4 + 1.12 * dS5 + 0.83 * dS6;
  const dDLS = -6.4 * dS1 - 1.89 * dS6;
  const dDF = 0.21 * dS1 + 0.31 * dS2 + 14.27 * dS3 - 88.7 * dS4 - 15.3 * dS5 + 0.24 * dS6 - 1.86 * dS7;
  const dDD = dDL0 - dDLS;
  const [G1, dG1] = sine(0.59734, -5.37261, T);
  const [G2, dG2] = sine(0.35498, -5.37899, T);
  const [G3, dG3] = sine(0.39943, -5.37511, T);
  const DGAM = -3332e-9 * G1 - 539e-9 * G2 - 64e-9 * G3;
  const dDGAM = -3332e-9 * dG1 - 539e-9 * dG2 - 64e-9 * dG3;
  const L0 = PI2 * frac(0.60643382 + 1336.85522467 * T - 0.00000313 * T2) + DL0 / ARC;
  const L = PI2 * frac(0.37489701 + 1325.55240982 * T + 0.00002565 * T2) + DL / ARC;
  const LS = PI2 * frac(0.99312619 + 99.99735956 * T - 0.00000044 * T2) + DLS / ARC;
  const F = PI2 * frac(0.25909118 + 1342.2278298 * T - 0.00000892 * T2) + DF / ARC;
  const D = PI2 * frac(0.82736186 + 1236.85308708 * T - 0.00000397 * T2) + DD / ARC;
  const dL0 = PI2 * (1336.85522467 - 2 * 0.00000313 * T) * PER_DAY + dDL0 / ARC;
  const dL = PI2 * (1325.55240982 + 2 * 0.00002565 * T) * PER_DAY + dDL / ARC;
  const dLS = PI2 * (99.99735956 - 2 * 0.00000044 * T) * PER_DAY + dDLS / ARC;
  const dF = PI2 * (1342.2278298 - 2 * 0.00000892 * T) * PER_DAY + dDF / ARC;
  const dD = PI2 * (1236.85308708 - 2 * 0.00000397 * T) * PER_DAY + dDD / ARC;

  const args = [L, LS, F, D];
  const maxes = [4, 3, 4, 6];
  const facs = [1.000002208, 0.997504612 - 0.002495388 * T, 1.000002708 + 139.978 * DGAM, 1.0];
  for (let i = 0; i < 4; i++) {
    const arg = args[i]!,
      max = maxes[i]!,
      fac = facs[i]!;
    CO[6 * 4 + i] = 1;
    SI[6 * 4 + i] = 0;
    const c1 = Math.cos(arg) * fac,
      s1 = Math.sin(arg) * fac;
    CO[7 * 4 + i] = c1;
    SI[7 * 4 + i] = s1;
    for (let j = 2; j <= max; j++) {
      const c = CO[(j + 5) * 4 + i]!,
        s = SI[(j + 5) * 4 + i]!;
      CO[(j + 6) * 4 + i] = c * c1 - s * s1;
      SI[(j + 6) * 4 + i] = s * c1 + c * s1;
    }
    for (let j = 1; j <= max; j++) {
      CO[(6 - j) * 4 + i] = CO[(j + 6) * 4 + i]!;
      SI[(6 - j) * 4 + i] = -SI[(j + 6) * 4 + i]!;
    }
  }

  let DLAM = 0,
    DS = 0,
    GAM1C = 0,
    SINPI = 3422.7;
  let dDLAM = 0,
    dDS = 0,
    dGAM1C = 0,
    dSINPI = 0;
  for (let k = 0; k < SOL_COUNT; k++) {
    const o = k * 8;
    const p = MOON_SOL[o + 4]!,
      q = MOON_SOL[o + 5]!,
      r = MOON_SOL[o + 6]!,
      s = MOON_SOL[o + 7]!;
    term(p, q, r, s);
    const x = termX,
      y = termY;
    const cl = MOON_SOL[o]!,
      cs = MOON_SOL[o + 1]!,
      cg = MOON_SOL[o + 2]!,
      cp = MOON_SOL[o + 3]!;
    DLAM += cl * y;
    DS += cs * y;
    GAM1C += cg * x;
    SINPI += cp * x;
    const rate = p * dL + q * dLS + r * dF + s * dD;
    const dy = x * rate,
      dx = -y * rate;
    dDLAM += cl * dy;
    dDS += cs * dy;
    dGAM1C += cg * dx;
    dSINPI += cp * dx;
  }
  let N = 0,
    dN = 0;
  for (let k = 0; k < N_COUNT; k++) {
    const o = k * 5;
    const p = MOON_N[o + 1]!,
      q = MOON_N[o + 2]!,
      r = MOON_N[o + 3]!,
      s = MOON_N[o + 4]!;
    term(p, q, r, s);
    N += MOON_N[o]! * termY;
    dN += MOON_N[o]! * termX * (p * dL + q * dLS + r * dF + s * dD);
  }
  const [P1, dP1] = sine(0.7736, -62.5512, T);
  const [P2, dP2] = sine(0.0466, -125.1025, T);
  const [P3, dP3] = sine(0.5785, -25.1042, T);
  const [P4, dP4] = sine(0.4591, 1335.8075, T);
  const [P5, dP5] = sine(0.313, -91.568, T);
  const [P6, dP6] = sine(0.148, 1331.2898, T);
  const [P7, dP7] = sine(0.5918, 1056.5859, T);
  const [P8, dP8] = sine(0.5784, 1322.8595, T);
  const [P9, dP9] = sine(0.2275, -5.7374, T);
  const [P10, dP10] = sine(0.2965, 2.6929, T);
  const [P11, dP11] = sine(0.3132, 6.3368, T);
  DLAM +=
    0.82 * P1 +
    0.31 * P2 +
    0.35 * P3 +
    0.66 * P4 +
    0.64 * P5 +
    1.14 * P6 +
    0.21 * P7 +
    0.44 * P8 +
    0.24 * P9 +
    0.28 * P10 +
    0.33 * P11;
  dDLAM +=
    0.82 * dP1 +
    0.31 * dP2 +
    0.35 * dP3 +
    0.66 * dP4 +
    0.64 * dP5 +
    1.14 * dP6 +
    0.21 * dP7 +
    0.44 * dP8 +
    0.24 * dP9 +
    0.28 * dP10 +
    0.33 * dP11;
  const S = F + DS / ARC;
  const dS = dF + dDS / ARC;
  const facF = 1.000002708 + 139.978 * DGAM;
  const amp = 18518.511 + 1.189 + GAM1C;
  const latSeconds = facF * amp * Math.sin(S) - 6.24 * Math.sin(3 * S) + N;
  const dLatSeconds =
    139.978 * dDGAM * amp * Math.sin(S) +
    facF * dGAM1C * Math.sin(S) +
    facF * amp * Math.cos(S) * dS -
    6.24 * 3 * Math.cos(3 * S) * dS +
    dN;
  const dist = (ARC * EARTH_EQUATORIAL_RADIUS_AU) / (0.999953253 * SINPI);
  return {
    lon: PI2 * frac((L0 + DLAM / ARC) / PI2),
    lat: (Math.PI / (180 * 3600)) * latSeconds,
    dist,
    dlon: dL0 + dDLAM / ARC,
    dlat: (Math.PI / (180 * 3600)) * dLatSeconds,
    ddist: (-dist * dSINPI) / SINPI,
  };
}
