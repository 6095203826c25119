import { localToUtc } from '@orrery/astro';
import type { PlaceZone, PlaceZoneQuery } from '@orrery/contract';
import type { PlacesProvider } from '../../providers/places';
import { timeZoneAt } from '../../providers/places/timezone';

/** Farther than this, the nearest known place says nothing of the country the co-ordinates lie in. */
const NEAR_KM = 100;
/** A chart without a birth time is computed at noon (as the member chart does). */
const NOON = '12:00';

const round1 = (km: number) => Math.round(km * 10) / 10;

/** "+05:30", "-03:00", "+00:00". */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Where co-ordinates lie and the clock there at the birth moment, before a chart is computed: the zone
 * as the chart takes it (geo-tz), the offset from UTC as the chart takes it (`localToUtc`), and the
 * country and region of the nearest known place.
 */
export async function placeZone(places: PlacesProvider, query: PlaceZoneQuery): Promise<PlaceZone> {
  const { lat, lng, dob, tob } = query;
  const timezone = timeZoneAt(lat, lng);
  const near = await places.nearest(lat, lng, NEAR_KM);
  let utcOffset: string | null = null;
  let ambiguous = false;
  let skipped = false;
  if (dob) {
    try {
      const local = localToUtc(`${dob}T${tob ?? NOON}`, timezone);
      utcOffset = formatOffset(local.offsetMinutes);
      ambiguous = local.ambiguous;
    } catch {
      skipped = true;
    }
  }
  return {
    timezone,
    country: near?.country ?? '',
    region: near?.region ?? '',
    nearest: near ? { description: near.description, km: round1(near.km) } : null,
    utcOffset,
    ambiguous,
    skipped,
  };
}
