import { ARCSEC, DEG } from './angles.js';
import { NUTATION_2000B } from './nutationData.js';
import { centuries, meanObliquity } from './precession.js';

export interface Nutation {
  /** nutation in longitude and in obliquity, degrees */
  dpsi: number;
  deps: number;
  /** mean and true obliquity of the ecliptic, degrees */
  meanObliquity: number;
  trueObliquity: number;
}

const TURN = 1296000;

function argument(a0: number, a1: number, t: number): number {
  return ((a0 + a1 * t) % TURN) * ARCSEC * DEG;
}

/**
 * IAU 2000B nutation (77 luni-solar terms plus the fixed offsets standing for the planetary
 * terms; within 1 mas of IAU 2000A between 1995 and 2050), the model Swiss Ephemeris uses.
 * astronomy-engine's own routine keeps only five terms and is off by up to ~0.1″.
 */
export function nutationAt(jdTt: number): Nutation {
  const t = centuries(jdTt);
  const l = argument(485868.249036, 1717915923.2178, t);
  const lp = argument(1287104.79305, 129596581.0481, t);
  const f = argument(335779.526232, 1739527262.8478, t);
  const d = argument(1072260.70369, 1602961601.209, t);
  const om = argument(450160.398036, -6962890.5431, t);
  let dp = 0;
  let de = 0;
  for (let i = NUTATION_2000B.length - 1; i >= 0; i--) {
    const r = NUTATION_2000B[i] ?? [];
    const arg = (r[0] ?? 0) * l + (r[1] ?? 0) * lp + (r[2] ?? 0) * f + (r[3] ?? 0) * d + (r[4] ?? 0) * om;
    const s = Math.sin(arg),
      c = Math.cos(arg);
    dp += ((r[5] ?? 0) + (r[6] ?? 0) * t) * s + (r[7] ?? 0) * c;
    de += ((r[8] ?? 0) + (r[9] ?? 0) * t) * c + (r[10] ?? 0) * s;
  }
  const dpsi = (dp * 1e-7 - 0.000135) * ARCSEC;
  const deps = (de * 1e-7 + 0.000388) * ARCSEC;
  const eps = meanObliquity(jdTt);
  return { dpsi, deps, meanObliquity: eps, trueObliquity: eps + deps };
}
