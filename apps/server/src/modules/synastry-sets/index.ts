/** Synastry rule/score sets ("protocols"): their calls, and the sets as the engine scores with them. */
export { synastrySetRoutes } from './routes';
export { ruleSetForScoring, synastrySetVersion, type ScoringSet } from './scoring';
export { defaultSetContent } from './defaults';
export { seedSynastrySetsOnce, demoSetContent, DEFAULT_SET_NAME, DEMO_SET_NAME } from './demoSets';
