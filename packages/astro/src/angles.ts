/** Small angle helpers shared by the engine. Degrees unless the name says otherwise. */

export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;
export const ARCSEC = 1 / 3600;

/** Normalises an angle to [0, 360). */
export function norm360(x: number): number {
  const y = x % 360;
  return y < 0 ? y + 360 : y === 360 ? 0 : y;
}

/** Signed difference a − b folded into (−180, 180]. */
export function signedDiff(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? d - 360 : d;
}

/** Unsigned angular separation in [0, 180]. */
export function separation(a: number, b: number): number {
  return Math.abs(signedDiff(a, b));
}

/** Longitude in degrees [0, 360) of a cartesian vector. */
export function longitudeOf(x: number, y: number): number {
  return norm360(Math.atan2(y, x) * RAD);
}
