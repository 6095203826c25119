import { norm360, signedDiff } from './angles.js';
import { meanAyanamsaTt } from './ayanamsa.js';
import { dateOfJulianDay, instantAt, julianDayUt } from './ephemeris.js';
import { houseCusps } from './houses.js';
import { meanNode } from './node.js';
import { Sky } from './points.js';
import { progressedChart } from './progressions.js';
import { orbWindows, type Samples, type Window } from './transitSearch.js';
import type { Chart, PlanetCode, Point } from './types.js';

export type TransitAspect = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';
export type TransitHouseType = 'wholeSign' | 'bhavaChal' | 'sppChalit';
export type EventKind = 'transit' | 'transitToProgressed' | 'progressed' | 'progressedToProgressed';
export type Phase = 'upcoming' | 'applying' | 'exact' | 'separating' | 'past';

/** The astro-event part of the Current Trends settings (spec/3 section 3), defaults of section 9. */
export interface AstroEventSettings {
  transitAspects: boolean;
  transitToProgr: boolean;
  transitAspectOrb: number;
  transitAspectPeakOrb: number;
  progressedAspects: boolean;
  progressedToNatal: boolean;
  progressedToProgr: boolean;
  progressedAspectOrb: number;
  progressedAspectPeakOrb: number;
  transitHouseType: TransitHouseType;
}

export const DEFAULT_EVENT_SETTINGS: AstroEventSettings = {
  transitAspects: true,
  transitToProgr: false,
  transitAspectOrb: 1.7,
  transitAspectPeakOrb: 0.3,
  progressedAspects: true,
  progressedToNatal: true,
  progressedToProgr: false,
  progressedAspectOrb: 1.2,
  progressedAspectPeakOrb: 0.1,
  transitHouseType: 'wholeSign',
};

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
const PROGRESSED: readonly PlanetCode[] = ['su', 'mo', 'me', 've', 'ma', 'as', 'mc'];
const PROGRESSED_STEP = 30;
const PROGRESSED_MARGIN = 800;

type Series = { jd: Float64Array; points: Point[] };

function grid(from: number, to: number, step: number): Float64Array {
  const n = Math.ceil((to - from) / step) + 1;
  return Float64Array.from({ length: n }, (_, i) => from + i * step);
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
    const points: Point[] = [];
    for (const t of jd) {
      const { sky, shift } = epochAt(t);
      const instant = sky.instant;
      let p: Point | undefined;
      if (code === 'ra' || code === 'ke') {
        const n = meanNode(instant.jdTt, instant.nut.dpsi);
        p = code === 'ra' ? n : { lng: norm360(n.lng + 180), speed: n.speed };
      } else if (code !== 'as' && code !== 'mc' && code !== 'mo') {
        p = sky.point(code);
      }
      points.push(p ? { lng: norm360(p.lng - shift), speed: p.speed } : { lng: 0, speed: 0 });
    }
    out.set(code, { jd, points });
  }
  return out;
}

function progressedSeries(natal: Chart, from: number, to: number): Map<PlanetCode, Series> {
  const jd = grid(from - PROGRESSED_MARGIN, to + PROGRESSED_MARGIN, PROGRESSED_STEP);
  const birth = dateOfJulianDay(natal.jdUt);
  const charts = Array.from(jd, (t) => progressedChart(natal, birth, dateOfJulianDay(t)));
  const factor = 1 / 365.242190402; // progressed motion per day of real time
  return new Map(
    PROGRESSED.map((c) => [
      c,
      { jd, points: charts.map((ch) => ({ lng: ch.points[c].lng, speed: ch.points[c].speed * factor })) },
    ]),
  );
}

/** Value of a series at any time by linear interpolation (for slow progressed targets). */
function valueAt(s: Series, t: number): Point {
  const n = s.jd.length;
  const first = s.jd[0] ?? t,
    step = n > 1 ? (s.jd[1] ?? t) - first : 1;
  const i = Math.min(n - 2, Math.max(0, Math.floor((t - first) / step)));
  const a = s.points[i],
    b = s.points[i + 1] ?? a;
  if (!a || !b) return { lng: 0, speed: 0 };
  const f = (t - (s.jd[i] ?? t)) / step;
  return { lng: norm360(a.lng + f * signedDiff(b.lng, a.lng)), speed: a.speed + f * (b.speed - a.speed) };
}

/** A target that is either a fixed natal longitude or a moving (progressed) point. */
type Target = number | ((t: number) => Point);

function samples(moving: Series, target: Target, angle: number): Samples {
  const n = moving.jd.length;
  const g = new Float64Array(n),
    dg = new Float64Array(n);
  const fixedAt = typeof target === 'number' ? target + angle : 0;
  for (let i = 0; i < n; i++) {
    const p = moving.points[i] ?? { lng: 0, speed: 0 };
    if (typeof target === 'number') {
      g[i] = signedDiff(p.lng, fixedAt);
      dg[i] = p.speed;
    } else {
      const q = target(moving.jd[i] ?? 0);
      g[i] = signedDiff(p.lng - q.lng, angle);
      dg[i] = p.speed - q.speed;
    }
  }
  return { jd: moving.jd, g, dg };
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
  for (const pairing of pairings) {
    for (const [movingCode, series] of pairing.moving) {
      for (const targetCode of pairing.targets) {
        if (pairing.kind === 'progressedToProgressed' && movingCode === targetCode) continue;
        const target = pairing.target(targetCode);
        for (const [aspect, angle, short] of ASPECTS) {
          for (const sign of angle === 0 || angle === 180 ? [1] : [1, -1]) {
            const smp = samples(series, target, sign * angle);
            for (const w of orbWindows(smp, pairing.orb)) {
              if ((w.end ?? Infinity) < from || (w.start ?? -Infinity) > to) continue;
              events.push(
                toEvent(w, smp, {
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

function gAt(smp: Samples, t: number): { g: number; dg: number } {
  const n = smp.jd.length;
  const first = smp.jd[0] ?? t,
    step = n > 1 ? (smp.jd[1] ?? t) - first : 1;
  const i = Math.min(n - 2, Math.max(0, Math.floor((t - first) / step)));
  const f = (t - (smp.jd[i] ?? t)) / step;
  const g0 = smp.g[i] ?? 0,
    g1 = smp.g[i + 1] ?? g0;
  return {
    g: g0 + f * (Math.abs(g1 - g0) > 90 ? 0 : g1 - g0),
    dg: (smp.dg[i] ?? 0) + f * ((smp.dg[i + 1] ?? 0) - (smp.dg[i] ?? 0)),
  };
}

function toEvent(w: Window, smp: Samples, c: EventContext): AstroEvent {
  const start = w.start,
    end = w.end;
  const peak = w.peaks[0] ?? w.closest;
  const { g, dg } = gAt(smp, c.at);
  const inside = (start === null || c.at >= start) && (end === null || c.at <= end);
  const intensity = inside ? Math.max(0, Math.min(100, (1 - Math.abs(g) / c.orb) * 100)) : 0;
  let phase: Phase;
  if (start !== null && c.at < start) phase = 'upcoming';
  else if (end !== null && c.at > end) phase = 'past';
  else if (Math.abs(g) <= c.peakOrb) phase = 'exact';
  else phase = g * dg < 0 ? 'applying' : 'separating';
  const s0 = start ?? smp.jd[0] ?? c.at,
    e0 = end ?? smp.jd[smp.jd.length - 1] ?? c.at;
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
