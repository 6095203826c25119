/** Pairs and pair groups: the pair tests (create, import, results under a rule/score set). */
export { pairRoutes } from './routes';
export { runImport, startImport, unfinishedImports } from './imports';
export { failImport, PAIR_IMPORT_QUEUE } from './importQueue';
export { seedDemoPairsOnce, demoPairInputs } from './demoPairs';
