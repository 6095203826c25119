import {
  DEFAULT_EVENT_SETTINGS as CONTRACT_EVENT_DEFAULTS,
  SCENARIO_ASPECTS,
  type AstroEventSettingsContent,
  type TransitHouseTypeName,
} from '@orrery/contract';
import { norm360, signedDiff } from './angles.js';
import { meanAyanamsaTt } from './ayanamsa.js';
import { dateOfJulianDay, instantAt, julianDayUt } from './ephemeris.js';
import { houseCusps } from './houses.js';
import { meanNode } from './node.js';
import { Sky } from './points.js';
import { progressedPoints, type ProgressedCode } from './progressions.js';
import { orbWindows, type Samples, type Window } from './transitSearch.js';
import type { Chart, PlanetCode, Point } from './types.js';

/** The aspects a transit scenario weighs (the contract's list). */
export type TransitAspect = (typeof SCENARIO_ASPECTS)[number];
export type TransitHouseType = TransitHouseTypeName;
export type EventKind = 'transit' | 'transitToProgressed' | 'progressed' | 'progressedToProgressed';
export type Phase = 'upcoming' | 'applying' | 'exact' | 'separating' | 'past';

/** The astro-event part of the Current Trends settings (the contract's, its fields written once). */
export type AstroEventSettings = AstroEventSettingsContent;

/** The settings when none were given: the contract's, the one definition (Current Trends' defaults). */
export const DEFAULT_EVENT_SETTINGS: AstroEventSettings = CONTRACT_EVENT_DEFAULTS;

export interface AstroEvent {
  /** source-text style key, e.g. t_a_ju_tri_su, p_su_con_mo */
  name: string;
  kind: EventKind;
  transiting: PlanetCode;
  natal: PlanetCode;
  aspect: TransitAspect;
  /** when the orb is entered and left; null when that lies beyond the searched span */
  start: Date | null;
  end: Date | null;
  /** the first exact time, or the closest approach when the aspect never perfects */
  peakTime: Date;
  /** every exact time (more than one when the planet turns retrograde within orb) */
  peakTimes: Date[];
  /** 100 at exactness falling to 0 at the orb's edge, at the reference instant */
  intensity: number;
  phase: Phase;
  /** percent of the event's span elapsed at the reference instant */
  momentum: number;
  /** natal house of the transiting (or progressed) point at its peak, by transitHouseType */
  house: number;
}

export interface TransitOptions {
  from: Date;
  to: Date;
  settings?: Partial<AstroEventSettings>;
  /** the instant intensity, phase and momentum refer to; defaults to `from` */
  at?: Date;
}

const ASPECTS: readonly (readonly [TransitAspect, number, string])[] = [
  ['conjunction', 0, 'con'],
  ['sextile', 60, 'sex'],
  ['square', 90, 'squ'],
  ['trine', 120, 'tri'],
  ['opposition', 180, 'opp'],
];

/** Each aspect on each side of the target (conjunction and opposition have one), in search order. */
const ASPECT_SIDES: readonly (readonly [TransitAspect, number, string])[] = ASPECTS.flatMap(
  ([aspect, angle, short]) =>
    (angle === 0 || angle === 180 ? [1] : [1, -1]).map((sign) => [aspect, sign * angle, short] as const),
);

/** Transiting bodies, their sampling step (days) and the margin searched beyond the span (days). */
const TRANSITING: readonly (readonly [PlanetCode, number, number])[] = [
  ['su', 2, 10],
  ['me', 2, 60],
  ['ve', 2, 60],
  ['ma', 2, 120],
  ['ju', 8, 400],
  ['sa', 8, 504],
  ['ra', 8, 80],
  ['ke', 8, 80],
  ['ur', 16, 1008],
  ['ne', 16, 1104],
  ['pl', 16, 1104],
];
const PROGRESSED: readonly ProgressedCode[] = ['su', 'mo', 'me', 've', 'ma', 'as', 'mc'];
const PROGRESSED_STEP = 30;
const PROGRESSED_MARGIN = 800;

/**
 * A body's longitudes on a grid of instants, each computed the first time it is asked for: the
 * search reads a series only around the searched span and along the windows that reach it, so
 * most of the instants of the wide margins are never computed.
 */
class Series {
  private readonly points: (Point | undefined)[];

  constructor(
    readonly jd: Float64Array,
    private readonly compute: (i: number) => Point,
  ) {
    this.points = new Array<Point | undefined>(jd.length);
  }

  point(i: number): Point {
    let p = this.points[i];
    if (!p) {
      p = this.compute(i);
      this.points[i] = p;
    }
    return p;
  }
}

function grid(from: number, to: number, step: number): Float64Array {
  const n = Math.ceil((to - from) / step) + 1;
  const jd = new Float64Array(n);
  for (let i = 0; i < n; i++) jd[i] = from + i * step;
  return jd;
}

interface Epoch {
  sky: Sky;
  shift: number;
}

/**
 * Transiting longitudes on their grids, in the natal chart's zodiac. All grids are whole days from
 * `from`, so the instants (TT, nutation, precession, the Earth) are shared between bodies.
 */
function transitSeries(natal: Chart, from: number, to: number): Map<PlanetCode, Series> {
  const epochs = new Map<number, Epoch>();
  const epochAt = (t: number): Epoch => {
    let e = epochs.get(t);
    if (!e) {
      const instant = instantAt(t);
      const shift =
        natal.zodiac === 'sidereal' ? norm360(meanAyanamsaTt(instant.jdTt) + instant.nut.dpsi) : 0;
      e = { sky: new Sky(instant), shift };
      epochs.set(t, e);
    }
    return e;
  };
  const out = new Map<PlanetCode, Series>();
  for (const [code, step, margin] of TRANSITING) {
    const jd = grid(from - margin, to + margin, step);
    const compute = (i: number): Point => {
      const { sky, shift } = epochAt(jd[i] ?? 0);
      const instant = sky.instant;
      let p: Point | undefined;
      if (code === 'ra' || code === 'ke') {
        const n = meanNode(instant.jdTt, instant.nut.dpsi);
        p = code === 'ra' ? n : { lng: norm360(n.lng + 180), speed: n.speed };
      } else if (code !== 'as' && code !== 'mc' && code !== 'mo') {
        p = sky.point(code);
      }
      return p ? { lng: norm360(p.lng - shift), speed: p.speed } : { lng: 0, speed: 0 };
    };
    out.set(code, new Series(jd, compute));
  }
  return out;
}

function progressedSeries(natal: Chart, from: number, to: number): Map<PlanetCode, Series> {
  const jd = grid(from - PROGRESSED_MARGIN, to + PROGRESSED_MARGIN, PROGRESSED_STEP);
  const birth = dateOfJulianDay(natal.jdUt);
  const charts: ReturnType<typeof progressedPoints>[] = [];
  const chartAt = (i: number) => (charts[i] ??= progressedPoints(natal, birth, dateOfJulianDay(jd[i] ?? 0)));
  const factor = 1 / 365.242190402; // progressed motion per day of real time
  return new Map(
    PROGRESSED.map((c) => [
      c,
      new Series(jd, (i) => {
        const p = chartAt(i)(c);
        return { lng: p.lng, speed: p.speed * factor };
      }),
    ]),
  );
}

/** Value of a series at any time by linear interpolation (for slow progressed targets). */
function valueAt(s: Series, t: number): Point {
  const n = s.jd.length;
  const first = s.jd[0] ?? t,
    step = n > 1 ? (s.jd[1] ?? t) - first : 1;
  const i = Math.min(n - 2, Math.max(0, Math.floor((t - first) / step)));
  const a = s.point(i),
    b = i + 1 < n ? s.point(i + 1) : a;
  const f = (t - (s.jd[i] ?? t)) / step;
  return { lng: norm360(a.lng + f * signedDiff(b.lng, a.lng)), speed: a.speed + f * (b.speed - a.speed) };
}

/** A target that is either a fixed natal longitude or a moving (progressed) point. */
type Target = number | ((t: number) => Point);

/**
 * The deviation g from an exact aspect of a moving series to a target, and its rate, at the
 * series' instants (read from the series, whose longitudes are computed once).
 */
class Deviation {
  series!: Series;
  private target: Target = 0;
  private angle = 0;
  private fixedAt = 0;

  /** Points this deviation at another series, target and aspect angle (one object serves a call). */
  aim(series: Series, target: Target, angle: number): this {
    this.series = series;
    this.target = target;
    this.angle = angle;
    this.fixedAt = typeof target === 'number' ? target + angle : 0;
    return this;
  }

  gAt(i: number): number {
    const p = this.series.point(i);
    if (typeof this.target === 'number') return signedDiff(p.lng, this.fixedAt);
    return signedDiff(p.lng - this.target(this.series.jd[i] ?? 0).lng, this.angle);
  }

  dgAt(i: number): number {
    const p = this.series.point(i);
    if (typeof this.target === 'number') return p.speed;
    return p.speed - this.target(this.series.jd[i] ?? 0).speed;
  }

  /** The samples of instants i..j (inclusive) for orbWindows. */
  slice(i: number, j: number): Samples {
    const n = j - i + 1;
    const g = new Float64Array(n),
      dg = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      g[k] = this.gAt(i + k);
      dg[k] = this.dgAt(i + k);
    }
    return { jd: this.series.jd.subarray(i, j + 1), g, dg };
  }
}

const NO_WINDOWS: readonly Window[] = [];

/**
 * The samples that enclose [from, to]: the last strictly before `from` and the first strictly
 * after `to` (or the grid's ends), so a window closing or opening on a bound lies between them.
 */
function spanSamples(jd: Float64Array, from: number, to: number): [number, number] {
  const n = jd.length;
  const first = jd[0] ?? 0,
    step = n > 1 ? (jd[1] ?? 0) - first : 1;
  let i = Math.min(n - 1, Math.max(0, Math.floor((from - first) / step) - 1));
  while (i > 0 && !((jd[i] ?? 0) < from)) i--;
  let j = Math.max(i, Math.min(n - 1, Math.ceil((to - first) / step) + 1));
  while (j < n - 1 && !((jd[j] ?? 0) > to)) j++;
  return [i, j];
}

/**
 * The arc of longitudes near which a series could put an aspect point in orb around the span: the
 * longitudes it sweeps between the samples that enclose [from, to], widened at each step by the
 * reach orbWindows skips a step with (orb plus both rates times the step) and a hair for rounding.
 * For a fixed point outside it |g| is beyond the orb at both enclosing samples and every step
 * between is skipped, so windowsNear finds no window: the point needs no search.
 */
function nearArc(s: Series, orb: number, from: number, to: number): (lng: number) => boolean {
  const [i, j] = spanSamples(s.jd, from, to);
  let u = s.point(i).lng;
  let lo = u,
    hi = u;
  for (let k = i; k < j; k++) {
    const a = s.point(k),
      b = s.point(k + 1);
    const reach =
      orb + (Math.abs(a.speed) + Math.abs(b.speed)) * ((s.jd[k + 1] ?? 0) - (s.jd[k] ?? 0)) + 1e-6;
    const v = u + signedDiff(b.lng, a.lng);
    lo = Math.min(lo, Math.min(u, v) - reach);
    hi = Math.max(hi, Math.max(u, v) + reach);
    u = v;
  }
  if (i === j) return () => true;
  if (hi - lo >= 360) return () => true;
  return (lng: number) => norm360(lng - lo) <= hi - lo;
}

/**
 * The orb windows of a deviation that reach the span [from, to]: orbWindows over the samples from
 * the last instant before `from` at which |g| is beyond the orb to the first such instant after
 * `to` (or the series' ends). orbWindows follows |g| ≤ orb from sample to sample (each step's
 * crossings of ±orb, found from the same end values, keep its state equal to |g| ≤ orb at every
 * sample), so it is outside any window at those two instants whatever came before: the windows
 * it finds between them are, to the bit, the ones the scan of the whole series finds there, and
 * no window reaching the span lies outside them.
 */
function windowsNear(d: Deviation, orb: number, from: number, to: number): readonly Window[] {
  const jd = d.series.jd;
  const n = jd.length;
  let [i, j] = spanSamples(jd, from, to);
  while (i > 0 && !(Math.abs(d.gAt(i)) > orb)) i--;
  while (j < n - 1 && !(Math.abs(d.gAt(j)) > orb)) j++;
  // outside the orb at the first sample and every step skipped by orbWindows' own tests (the
  // ±180° wrap, or both ends on one side and beyond the reach of the curve between): no window
  let g1 = d.gAt(i),
    dg1 = d.dgAt(i);
  let quiet = Math.abs(g1) > orb;
  for (let k = i; quiet && k < j; k++) {
    const g0 = g1,
      dg0 = dg1;
    g1 = d.gAt(k + 1);
    dg1 = d.dgAt(k + 1);
    if (Math.abs(g1 - g0) > 90) continue;
    const reach = orb + (Math.abs(dg0) + Math.abs(dg1)) * ((jd[k + 1] ?? 0) - (jd[k] ?? 0));
    quiet = g0 * g1 > 0 && Math.abs(g0) > reach && Math.abs(g1) > reach;
  }
  if (quiet) return NO_WINDOWS;
  return orbWindows(d.slice(i, j), orb);
}

function houseOf(natal: Chart, type: TransitHouseType, lng: number): number {
  const asc = natal.points.as.lng;
  if (type === 'wholeSign') return ((Math.floor(lng / 30) - Math.floor(asc / 30) + 12) % 12) + 1;
  // Bhava chalit: equal houses with the Ascendant in the middle of the first; SPP chalit: Sripati cusps.
  const cusps =
    type === 'bhavaChal'
      ? Array.from({ length: 12 }, (_, i) => norm360(asc - 15 + 30 * i))
      : houseCusps('sripati', 0, natal.lat, 23.44, asc, natal.points.mc.lng);
  let best = 0;
  for (let i = 0; i < 12; i++) {
    if (norm360(lng - (cusps[i] ?? 0)) < norm360(lng - (cusps[best] ?? 0))) best = i;
  }
  return best + 1;
}

interface Pairing {
  kind: EventKind;
  prefix: string;
  moving: Map<PlanetCode, Series>;
  targets: readonly PlanetCode[];
  target: (code: PlanetCode) => Target;
  orb: number;
  peakOrb: number;
}

/**
 * The astro events of the Current Trends report for a natal chart between two dates: transits to
 * natal (and, if set, to progressed) points, and progressed points to natal (and progressed) ones,
 * with the orbs and peak orbs of the settings. Every exact time is reported. See docs/transits.md.
 */
export function transitEvents(natal: Chart, options: TransitOptions): AstroEvent[] {
  const s = { ...DEFAULT_EVENT_SETTINGS, ...options.settings };
  const from = julianDayUt(options.from),
    to = julianDayUt(options.to);
  const at = julianDayUt(options.at ?? options.from);
  const natalTargets = Object.keys(natal.points) as PlanetCode[];
  const fixed = (code: PlanetCode): Target => natal.points[code].lng;
  const needProgressed =
    s.transitToProgr || (s.progressedAspects && (s.progressedToNatal || s.progressedToProgr));
  const progressed = needProgressed ? progressedSeries(natal, from, to) : new Map<PlanetCode, Series>();
  const progressedTarget = (code: PlanetCode): Target => {
    const series = progressed.get(code);
    return series ? (t: number) => valueAt(series, t) : fixed(code);
  };

  const pairings: Pairing[] = [];
  if (s.transitAspects || s.transitToProgr) {
    const moving = transitSeries(natal, from, to);
    if (s.transitAspects)
      pairings.push({
        kind: 'transit',
        prefix: 't_a',
        moving,
        targets: natalTargets,
        target: fixed,
        orb: s.transitAspectOrb,
        peakOrb: s.transitAspectPeakOrb,
      });
    if (s.transitToProgr)
      pairings.push({
        kind: 'transitToProgressed',
        prefix: 't_p',
        moving,
        targets: PROGRESSED,
        target: progressedTarget,
        orb: s.transitAspectOrb,
        peakOrb: s.transitAspectPeakOrb,
      });
  }
  if (s.progressedAspects && s.progressedToNatal)
    pairings.push({
      kind: 'progressed',
      prefix: 'p',
      moving: progressed,
      targets: natalTargets,
      target: fixed,
      orb: s.progressedAspectOrb,
      peakOrb: s.progressedAspectPeakOrb,
    });
  if (s.progressedAspects && s.progressedToProgr)
    pairings.push({
      kind: 'progressedToProgressed',
      prefix: 'pp',
      moving: progressed,
      targets: PROGRESSED,
      target: progressedTarget,
      orb: s.progressedAspectOrb,
      peakOrb: s.progressedAspectPeakOrb,
    });

  const events: AstroEvent[] = [];
  const shared = new Deviation();
  for (const pairing of pairings) {
    for (const [movingCode, series] of pairing.moving) {
      const near = nearArc(series, pairing.orb, from, to);
      for (const targetCode of pairing.targets) {
        if (pairing.kind === 'progressedToProgressed' && movingCode === targetCode) continue;
        const target = pairing.target(targetCode);
        for (const [aspect, angle, short] of ASPECT_SIDES) {
          if (typeof target === 'number' && !near(target + angle)) continue;
          const deviation = shared.aim(series, target, angle);
          for (const w of windowsNear(deviation, pairing.orb, from, to)) {
            if ((w.end ?? Infinity) < from || (w.start ?? -Infinity) > to) continue;
            events.push(
              toEvent(w, deviation, {
                ...pairing,
                movingCode,
                targetCode,
                aspect,
                short,
                at,
                natal,
                houseType: s.transitHouseType,
                series,
              }),
            );
          }
        }
      }
    }
  }
  return events.sort((a, b) => a.peakTime.getTime() - b.peakTime.getTime());
}

interface EventContext extends Pairing {
  movingCode: PlanetCode;
  targetCode: PlanetCode;
  aspect: TransitAspect;
  short: string;
  at: number;
  natal: Chart;
  houseType: TransitHouseType;
  series: Series;
}

/** g and its rate at any time, linear between the samples (the whole series' instants). */
function gAt(d: Deviation, t: number): { g: number; dg: number } {
  const jd = d.series.jd;
  const n = jd.length;
  const first = jd[0] ?? t,
    step = n > 1 ? (jd[1] ?? t) - first : 1;
  const i = Math.min(n - 2, Math.max(0, Math.floor((t - first) / step)));
  const f = (t - (jd[i] ?? t)) / step;
  const g0 = d.gAt(i),
    g1 = i + 1 < n ? d.gAt(i + 1) : g0;
  const dg0 = d.dgAt(i),
    dg1 = i + 1 < n ? d.dgAt(i + 1) : 0;
  return {
    g: g0 + f * (Math.abs(g1 - g0) > 90 ? 0 : g1 - g0),
    dg: dg0 + f * (dg1 - dg0),
  };
}

function toEvent(w: Window, d: Deviation, c: EventContext): AstroEvent {
  const start = w.start,
    end = w.end;
  const peak = w.peaks[0] ?? w.closest;
  const { g, dg } = gAt(d, c.at);
  const inside = (start === null || c.at >= start) && (end === null || c.at <= end);
  const intensity = inside ? Math.max(0, Math.min(100, (1 - Math.abs(g) / c.orb) * 100)) : 0;
  let phase: Phase;
  if (start !== null && c.at < start) phase = 'upcoming';
  else if (end !== null && c.at > end) phase = 'past';
  else if (Math.abs(g) <= c.peakOrb) phase = 'exact';
  else phase = g * dg < 0 ? 'applying' : 'separating';
  const jd = d.series.jd;
  const s0 = start ?? jd[0] ?? c.at,
    e0 = end ?? jd[jd.length - 1] ?? c.at;
  const momentum = Math.max(0, Math.min(100, ((c.at - s0) / Math.max(e0 - s0, 1e-9)) * 100));
  const target = c.prefix === 't_p' || c.prefix === 'pp' ? `p${c.targetCode}` : c.targetCode;
  return {
    name: `${c.prefix}_${c.movingCode}_${c.short}_${target}`,
    kind: c.kind,
    transiting: c.movingCode,
    natal: c.targetCode,
    aspect: c.aspect,
    start: start === null ? null : dateOfJulianDay(start),
    end: end === null ? null : dateOfJulianDay(end),
    peakTime: dateOfJulianDay(peak),
    peakTimes: w.peaks.map(dateOfJulianDay),
    intensity,
    phase,
    momentum,
    house: houseOf(c.natal, c.houseType, valueAt(c.series, peak).lng),
  };
}
