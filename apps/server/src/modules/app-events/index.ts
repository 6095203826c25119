/** The mobile app's analytics events in: POST /api/events. */
export { appEventRoutes } from './routes';
export { ingestEvents } from './service';
export { seedDemoEventsOnce } from './demoSeed';
