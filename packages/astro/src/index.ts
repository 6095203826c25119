export { chart } from './chart.js';
export { ayanamsa } from './ayanamsa.js';
export { localToUtc, type LocalToUtcResult } from './time.js';
export { deltaTSeconds } from './deltaT.js';
export { julianDayUt } from './ephemeris.js';
export * from './types.js';
export { gunaMilan, type GunaMilan } from './gunaMilan.js';
export { vimshottari, DASHA_SEQUENCE, type DashaLord, type DashaPeriod, type MahaDasha, type Vimshottari } from './vimshottari.js';
