/**
 * Finding when a moving longitude difference g(t) (degrees, from an exact aspect) is inside an
 * orb, and when it is exactly zero, from samples of g and its rate. Between samples g follows the
 * cubic Hermite curve through the two values and rates, so one sample a day (or less often for
 * slow planets) gives times good to minutes.
 */
export interface Samples {
  /** UT Julian days, increasing */
  jd: Float64Array;
  /** deviation from the exact aspect, degrees in (−180, 180] */
  g: Float64Array;
  /** its rate, degrees per day */
  dg: Float64Array;
}

export interface Window {
  start: number | null;
  end: number | null;
  /** exact times (g = 0) inside the window */
  peaks: number[];
  /** time of the smallest |g| in the window */
  closest: number;
}

const SUBSTEPS = 4;

function hermite(s: Samples, i: number, tau: number): number {
  const h = (s.jd[i + 1] ?? 0) - (s.jd[i] ?? 0);
  const t2 = tau * tau,
    t3 = t2 * tau;
  return (
    (2 * t3 - 3 * t2 + 1) * (s.g[i] ?? 0) +
    (t3 - 2 * t2 + tau) * h * (s.dg[i] ?? 0) +
    (-2 * t3 + 3 * t2) * (s.g[i + 1] ?? 0) +
    (t3 - t2) * h * (s.dg[i + 1] ?? 0)
  );
}

/** Crossings of level c by the Hermite curve in step i, as τ values in [0, 1). */
function crossings(s: Samples, i: number, c: number): number[] {
  const out: number[] = [];
  let a = 0;
  let fa = hermite(s, i, 0) - c;
  for (let k = 1; k <= SUBSTEPS; k++) {
    const b = k / SUBSTEPS;
    const fb = hermite(s, i, b) - c;
    if (fa === 0) out.push(a);
    else if (fa * fb < 0) {
      let lo = a,
        hi = b,
        flo = fa;
      for (let it = 0; it < 40; it++) {
        const mid = (lo + hi) / 2;
        const fm = hermite(s, i, mid) - c;
        if (flo * fm <= 0) hi = mid;
        else {
          lo = mid;
          flo = fm;
        }
      }
      out.push((lo + hi) / 2);
    }
    a = b;
    fa = fb;
  }
  return out;
}

/** Every stretch of time in which |g| ≤ orb, with its exact times. */
export function orbWindows(s: Samples, orb: number): Window[] {
  const n = s.jd.length;
  const windows: Window[] = [];
  let current: Window | null =
    Math.abs(s.g[0] ?? Infinity) <= orb ? { start: null, end: null, peaks: [], closest: s.jd[0] ?? 0 } : null;
  let best = current ? Math.abs(s.g[0] ?? 0) : Infinity;
  for (let i = 0; i < n - 1; i++) {
    const g0 = s.g[i] ?? 0,
      g1 = s.g[i + 1] ?? 0;
    if (Math.abs(g1 - g0) > 90) continue; // the ±180° wrap, far from any orb
    const jd0 = s.jd[i] ?? 0,
      h = (s.jd[i + 1] ?? 0) - jd0;
    // far from the orb on both sides and on the same side of it: nothing can happen in this step
    const reach = orb + (Math.abs(s.dg[i] ?? 0) + Math.abs(s.dg[i + 1] ?? 0)) * h;
    if (!current && g0 * g1 > 0 && Math.abs(g0) > reach && Math.abs(g1) > reach) continue;
    // events inside this step, in time order
    const marks: { t: number; kind: 'edge' | 'peak' }[] = [];
    for (const c of [-orb, orb])
      for (const tau of crossings(s, i, c)) marks.push({ t: jd0 + tau * h, kind: 'edge' });
    for (const tau of crossings(s, i, 0)) marks.push({ t: jd0 + tau * h, kind: 'peak' });
    marks.sort((x, y) => x.t - y.t);
    for (const m of marks) {
      if (m.kind === 'peak') {
        if (current) {
          current.peaks.push(m.t);
          current.closest = m.t;
          best = 0;
        }
      } else if (current) {
        current.end = m.t;
        windows.push(current);
        current = null;
      } else {
        current = { start: m.t, end: null, peaks: [], closest: m.t };
        best = orb;
      }
    }
    if (current && Math.abs(g1) < best) {
      best = Math.abs(g1);
      current.closest = s.jd[i + 1] ?? 0;
    }
  }
  if (current) windows.push(current);
  return windows;
}
