/** Arcsecond difference between two longitudes in degrees. */
export function arcsecDiff(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return Math.abs(d) * 3600;
}
