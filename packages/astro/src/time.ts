import { DateTime } from 'luxon';

export interface LocalToUtcResult {
  utc: Date;
  /** offset of the zone at that instant, minutes east of UTC */
  offsetMinutes: number;
  /** the local time happened twice (clocks went back); the earlier instant is returned */
  ambiguous: boolean;
}

/**
 * Local wall-clock time in an IANA zone → UTC, with the zone's full history (luxon/Intl).
 * A time skipped by a forward clock change throws; an ambiguous one takes the earlier instant.
 */
export function localToUtc(localIso: string, timeZone: string): LocalToUtcResult {
  const local = DateTime.fromISO(localIso, { zone: 'utc' });
  if (!local.isValid)
    throw new Error(
      `Invalid local time "${localIso}": ${local.invalidExplanation ?? local.invalidReason ?? ''}`,
    );
  if (!DateTime.local().setZone(timeZone).isValid) throw new Error(`Unknown time zone "${timeZone}"`);
  const wall = local.toMillis();
  // Every instant whose wall time in the zone equals the requested one, for each offset the zone
  // had within a day of it.
  const offsets = new Set<number>();
  for (const probe of [wall - 86400000, wall, wall + 86400000]) {
    offsets.add(DateTime.fromMillis(probe, { zone: timeZone }).offset);
  }
  const matches = [...offsets]
    .map((offset) => wall - offset * 60000)
    .filter((instant) => DateTime.fromMillis(instant, { zone: timeZone }).offset * 60000 === wall - instant)
    .sort((a, b) => a - b);
  const first = matches[0];
  if (first === undefined) {
    throw new Error(
      `Local time ${localIso} does not exist in ${timeZone}: the clocks jumped forward over it`,
    );
  }
  return {
    utc: new Date(first),
    offsetMinutes: DateTime.fromMillis(first, { zone: timeZone }).offset,
    ambiguous: new Set(matches).size > 1,
  };
}
