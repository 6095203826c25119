import { chart, PLANET_CODES, type Chart, type PlanetCode } from '@orrery/astro';
import type { TransitHouseTypeName } from '@orrery/contract';

/** The bodies whose house transits are reported: those of the transit aspects (Sun to Pluto and the nodes, no Moon). */
const HOUSE_TRANSITING = PLANET_CODES.filter((code) => code !== 'mo' && code !== 'as' && code !== 'mc');

const norm = (deg: number) => ((deg % 360) + 360) % 360;

export interface HouseTransit {
  /** source-text key t_h_<planet>_<house two digits>, e.g. t_h_ju_07 */
  name: string;
  planet: PlanetCode;
  house: number;
  /** percent of the house already crossed (by longitude) on the day */
  momentum: number;
  retrograde: boolean;
}

/**
 * The twelve house cusps of the natal chart by the settings' house type: whole signs from the
 * Ascendant's sign; Bhava Chalit equal houses with the Ascendant in the middle of the first; SPP
 * Chalit the Sripati cusps of the birth instant.
 */
export function houseCusps(natal: Chart, birthUtc: Date, type: TransitHouseTypeName): number[] {
  const asc = natal.points.as.lng;
  if (type === 'wholeSign')
    return Array.from({ length: 12 }, (_, i) => Math.floor(asc / 30) * 30 + 30 * i).map(norm);
  if (type === 'bhavaChal') return Array.from({ length: 12 }, (_, i) => norm(asc - 15 + 30 * i));
  return chart({ utc: birthUtc, lat: natal.lat, lng: natal.lng }, { zodiac: natal.zodiac, houses: 'sripati' })
    .houses;
}

/** Each transiting body's natal house on the day (`sky` is the chart of the day, in the natal zodiac). */
export function houseTransits(sky: Chart, cusps: number[]): HouseTransit[] {
  return HOUSE_TRANSITING.map((planet) => {
    const { lng, speed } = sky.points[planet];
    let house = 0;
    for (let h = 0; h < 12; h++) if (norm(lng - (cusps[h] ?? 0)) < norm(lng - (cusps[house] ?? 0))) house = h;
    const width = norm((cusps[(house + 1) % 12] ?? 0) - (cusps[house] ?? 0)) || 30;
    return {
      name: `t_h_${planet}_${String(house + 1).padStart(2, '0')}`,
      planet,
      house: house + 1,
      momentum: Math.min(100, (norm(lng - (cusps[house] ?? 0)) / width) * 100),
      retrograde: speed < 0,
    };
  });
}
