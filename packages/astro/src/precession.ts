import { ARCSEC, DEG } from './angles.js';

/** A 3×3 rotation matrix as rows. */
export type Matrix3 = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];
export type Vec3 = readonly [number, number, number];

export const J2000 = 2451545;

export function centuries(jdTt: number): number {
  return (jdTt - J2000) / 36525;
}

export function apply(m: Matrix3, v: Vec3): Vec3 {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

/** Applies the transpose (the inverse of a rotation). */
export function applyT(m: Matrix3, v: Vec3): Vec3 {
  return [
    m[0][0] * v[0] + m[1][0] * v[1] + m[2][0] * v[2],
    m[0][1] * v[0] + m[1][1] * v[1] + m[2][1] * v[2],
    m[0][2] * v[0] + m[1][2] * v[1] + m[2][2] * v[2],
  ];
}

/** P = R3(−z)·R2(θ)·R3(−ζ), angles in arcseconds. */
function fromAngles(zetaAs: number, zAs: number, thetaAs: number): Matrix3 {
  const zeta = zetaAs * ARCSEC * DEG;
  const z = zAs * ARCSEC * DEG;
  const th = thetaAs * ARCSEC * DEG;
  const cz = Math.cos(zeta),
    sz = Math.sin(zeta);
  const cZ = Math.cos(z),
    sZ = Math.sin(z);
  const ct = Math.cos(th),
    st = Math.sin(th);
  return [
    [cZ * ct * cz - sZ * sz, -cZ * ct * sz - sZ * cz, -cZ * st],
    [sZ * ct * cz + cZ * sz, -sZ * ct * sz + cZ * cz, -sZ * st],
    [st * cz, -st * sz, ct],
  ];
}

/** IAU 2006 (Capitaine et al. 2003, P03) precession: mean equator J2000 → mean equator of date. */
export function precessionIau2006(jdTt: number): Matrix3 {
  const t = centuries(jdTt);
  const zeta =
    2.650545 +
    t * (2306.083227 + t * (0.2988499 + t * (0.01801828 + t * (-0.000005971 + t * -0.0000003173))));
  const z =
    -2.650545 +
    t * (2306.077181 + t * (1.0927348 + t * (0.01826837 + t * (-0.000028596 + t * -0.0000002904))));
  const theta =
    t * (2004.191903 + t * (-0.4294934 + t * (-0.04182264 + t * (-0.000007089 + t * -0.0000001274))));
  return fromAngles(zeta, z, theta);
}

/** IAU 1976 (Lieske et al. 1977) precession from J2000 to the date. */
export function precessionIau1976(jdTt: number): Matrix3 {
  const t = centuries(jdTt);
  const zeta = t * (2306.2181 + t * (0.30188 + t * 0.017998));
  const z = t * (2306.2181 + t * (1.09468 + t * 0.018203));
  const theta = t * (2004.3109 + t * (-0.42665 + t * -0.041833));
  return fromAngles(zeta, z, theta);
}

/** IAU 2006 mean obliquity of the ecliptic, degrees. */
export function meanObliquity(jdTt: number): number {
  const t = centuries(jdTt);
  return (
    (84381.406 +
      t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))))) *
    ARCSEC
  );
}

/** Equatorial → ecliptic coordinates for an obliquity in degrees. */
export function equatorialToEcliptic(v: Vec3, epsDeg: number): Vec3 {
  const e = epsDeg * DEG;
  const c = Math.cos(e),
    s = Math.sin(e);
  return [v[0], v[1] * c + v[2] * s, -v[1] * s + v[2] * c];
}

/** Ecliptic → equatorial coordinates for an obliquity in degrees. */
export function eclipticToEquatorial(v: Vec3, epsDeg: number): Vec3 {
  return equatorialToEcliptic(v, -epsDeg);
}
