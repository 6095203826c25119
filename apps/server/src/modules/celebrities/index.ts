/** Celebrities (V1 and V2): their calls, the birth chart call, the demo celebrities. */
export { celebrityRoutes } from './routes';
export { celebrityChartRoutes } from './chartRoutes';
export { seedDemoCelebritiesOnce } from './demoSeed';
export { reserveDemoCelebritiesOnce } from './demoAddresses';
