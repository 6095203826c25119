export { chart } from './chart.js';
export { ayanamsa } from './ayanamsa.js';
export { localToUtc, type LocalToUtcResult } from './time.js';
export { deltaTSeconds } from './deltaT.js';
export { julianDayUt } from './ephemeris.js';
export * from './types.js';
export { gunaMilan, type GunaMilan } from './gunaMilan.js';
export {
  vimshottari,
  DASHA_SEQUENCE,
  type DashaLord,
  type DashaPeriod,
  type MahaDasha,
  type Vimshottari,
} from './vimshottari.js';
export { synastry, visibleRules, heartRanges, type OutRule, type PairResult } from './synastry.js';
export { ASPECTS, aspectOfDegree, type Aspect, type AspectKey } from './aspects.js';
export { DEFAULT_RULE_NAMES, defaultRules } from './ruleCatalogue.js';
export * from './ruleSet.js';
export { progressedChart, progressedInstant } from './progressions.js';
export {
  transitEvents,
  DEFAULT_EVENT_SETTINGS,
  type AstroEvent,
  type AstroEventSettings,
  type TransitOptions,
  type TransitAspect,
  type TransitHouseType,
  type EventKind,
  type Phase,
} from './transits.js';
