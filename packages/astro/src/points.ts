import { DEG, RAD, norm360 } from './angles.js';
import { Body, plutoBarycentric, type Instant, type State } from './ephemeris.js';
import { moonEcliptic, type MoonEcliptic } from './moon.js';
import type { Matrix3 } from './precession.js';
import type { PlanetCode, Point } from './types.js';
import { barycentre, vsopState, type VsopPlanet } from './vsop.js';

/** The points that are bodies the ephemeris places: every point code but the nodes and the angles. */
export type BodyCode = Exclude<PlanetCode, 'ra' | 'ke' | 'as' | 'mc'>;

const C_AU_PER_DAY = 173.1446326846693;
/** General precession in longitude, degrees per day (IAU 2006, 5028.796″ per century). */
export const PRECESSION_RATE = 5028.796195 / 3600 / 36525;

const VSOP_OF: Partial<Record<BodyCode, VsopPlanet>> = {
  me: 'Mercury',
  ve: 'Venus',
  ma: 'Mars',
  ju: 'Jupiter',
  sa: 'Saturn',
  ur: 'Uranus',
  ne: 'Neptune',
};
const PLANETS: readonly BodyCode[] = ['me', 've', 'ma', 'ju', 'sa', 'ur', 'ne', 'pl'];
const SUN: State = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };

/**
 * The heliocentric states of one instant, each computed at most once: the Earth's serves every
 * planet, and the giants' serve Pluto (astronomy-engine's HelioState for Pluto would evaluate
 * Jupiter…Neptune again to find the barycentre).
 */
export class Sky {
  private readonly states = new Map<VsopPlanet, State>();
  private moonCache: MoonEcliptic | undefined;

  constructor(readonly instant: Instant) {}

  vsop(planet: VsopPlanet): State {
    let s = this.states.get(planet);
    if (!s) {
      s = vsopState(planet, this.instant.time.tt);
      this.states.set(planet, s);
    }
    return s;
  }

  earth(): State {
    return this.vsop('Earth');
  }

  /** Heliocentric state of a planet (or the Sun, the origin). */
  helio(code: BodyCode): State {
    if (code === 'su') return SUN;
    const planet = VSOP_OF[code];
    if (planet) return this.vsop(planet);
    if (code !== 'pl') throw new Error(`No heliocentric state for ${code}`);
    // heliocentric = barycentric + heliocentric position of the barycentre
    const b = plutoBarycentric(this.instant.time);
    const ssb = barycentre({
      Jupiter: this.vsop('Jupiter'),
      Saturn: this.vsop('Saturn'),
      Uranus: this.vsop('Uranus'),
      Neptune: this.vsop('Neptune'),
    });
    return {
      x: b.x + ssb.x,
      y: b.y + ssb.y,
      z: b.z + ssb.z,
      vx: b.vx + ssb.vx,
      vy: b.vy + ssb.vy,
      vz: b.vz + ssb.vz,
    };
  }

  /** The Moon (mean ecliptic and equinox of date), one evaluation of the lunar theory. */
  moon(): MoonEcliptic {
    this.moonCache ??= moonEcliptic(this.instant.time.tt);
    return this.moonCache;
  }

  /** Apparent tropical longitude and speed of the Sun, the Moon or a planet. */
  point(code: BodyCode): Point {
    if (code === 'mo') return apparentMoon(this.moon(), this.instant.nut.dpsi);
    return eclipticPoint(this.instant.toEcliptic, apparentPlanet(this.helio(code), this.earth()));
  }
}

/** Longitude and speed in the true ecliptic of date of a J2000 geocentric position/velocity. */
export function eclipticPoint(m: Matrix3, s: State): Point {
  const x = m[0][0] * s.x + m[0][1] * s.y + m[0][2] * s.z;
  const y = m[1][0] * s.x + m[1][1] * s.y + m[1][2] * s.z;
  const vx = m[0][0] * s.vx + m[0][1] * s.vy + m[0][2] * s.vz;
  const vy = m[1][0] * s.vx + m[1][1] * s.vy + m[1][2] * s.vz;
  const speed = ((x * vy - y * vx) / (x * x + y * y)) * RAD + PRECESSION_RATE;
  return { lng: norm360(Math.atan2(y, x) * RAD), speed };
}

/**
 * Apparent geocentric position of a planet: the planet at t − τ seen from the Earth at t − τ
 * (light-time plus first-order annual aberration), τ the light time. The planet's state at t is
 * carried back linearly, which is good to a few milli-arcseconds (τ < 0.03 day) and costs
 * one series evaluation per planet.
 */
function apparentPlanet(p: State, earth: State): State {
  let gx = p.x - earth.x,
    gy = p.y - earth.y,
    gz = p.z - earth.z;
  let tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AU_PER_DAY;
  for (let i = 0; i < 2; i++) {
    gx = p.x - p.vx * tau - (earth.x - earth.vx * tau);
    gy = p.y - p.vy * tau - (earth.y - earth.vy * tau);
    gz = p.z - p.vz * tau - (earth.z - earth.vz * tau);
    tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AU_PER_DAY;
  }
  return { x: gx, y: gy, z: gz, vx: p.vx - earth.vx, vy: p.vy - earth.vy, vz: p.vz - earth.vz };
}

/**
 * Apparent Moon on the true ecliptic of date: the geometric longitude less the geocentric motion
 * during the light time (~1.3 s), plus the nutation in longitude. The lunar theory's longitude is
 * counted from the mean equinox of date, so its rate already holds the precession.
 */
function apparentMoon(m: MoonEcliptic, dpsi: number): Point {
  const tau = m.dist / C_AU_PER_DAY;
  return { lng: norm360((m.lon - m.dlon * tau) * RAD + dpsi), speed: m.dlon * RAD };
}

/** Geometric position, velocity (AU/day) of the Moon, cartesian, in the true ecliptic and equinox of date. */
export function moonCartesian(m: MoonEcliptic, dpsi: number): State {
  const lon = m.lon + dpsi * DEG;
  const cl = Math.cos(lon),
    sl = Math.sin(lon),
    cb = Math.cos(m.lat),
    sb = Math.sin(m.lat);
  const r = m.dist;
  return {
    x: r * cb * cl,
    y: r * cb * sl,
    z: r * sb,
    vx: m.ddist * cb * cl - r * sb * cl * m.dlat - r * cb * sl * m.dlon,
    vy: m.ddist * cb * sl - r * sb * sl * m.dlat + r * cb * cl * m.dlon,
    vz: m.ddist * sb + r * cb * m.dlat,
  };
}

/** Tropical apparent longitudes and speeds of the Sun, Moon and planets. */
export function bodyPoints(sky: Sky): Record<BodyCode, Point> {
  const out = { su: sky.point('su'), mo: sky.point('mo') } as Record<BodyCode, Point>;
  for (const code of PLANETS) out[code] = sky.point(code);
  return out;
}

/** Apparent tropical longitudes of some of the Sun and planets (not the Moon). */
export function planetPoints(sky: Sky, codes: readonly BodyCode[]): Map<PlanetCode, Point> {
  const out = new Map<PlanetCode, Point>();
  for (const code of codes) if (code !== 'mo') out.set(code, sky.point(code));
  return out;
}

export { Body };
