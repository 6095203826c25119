export { chart } from './chart.js';
export { ayanamsa } from './ayanamsa.js';
export { localToUtc, type LocalToUtcResult } from './time.js';
export { deltaTSeconds } from './deltaT.js';
export { julianDayUt } from './ephemeris.js';
export * from './types.js';
