import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { IANAZone } from 'luxon';

type GeoTz = typeof import('geo-tz/all');

const require = createRequire(import.meta.url);

/** Boundary tiles kept decoded; geo-tz's own cache never lets go of one (hundreds of MB over time). */
const TILES_KEPT = 64;

let geoTz: GeoTz | null = null;

/**
 * geo-tz's comprehensive data set ("all"): a zone per country at least, right for dates before 1970 too,
 * which a birth chart needs. Loading it parses a 1 MB index, too slow for a request, so it is done once,
 * on first use or by `warmTimeZones` in the background at start; each boundary tile is then read from
 * disk on demand.
 */
function loadGeoTz(): GeoTz {
  if (!geoTz) {
    const loaded = require('geo-tz/all') as GeoTz;
    loaded.setCache({ store: new LRUCache<string, object>({ max: TILES_KEPT }) });
    geoTz = loaded;
  }
  return geoTz;
}

/** The IANA zone at a point: the first one geo-tz finds that this runtime's time-zone data knows. */
export function timeZoneAt(lat: number, lng: number): string {
  const zones = loadGeoTz().find(lat, lng);
  return zones.find((zone) => IANAZone.isValidZone(zone)) ?? zones[0] ?? 'Etc/UTC';
}

/** Loads the zone index and a first tile, so the first detail answer does not pay for them. */
export function warmTimeZones(): void {
  timeZoneAt(0, 0);
}
