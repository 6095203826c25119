export { EventsTab } from './events/EventsTab';
export { SourcesTab } from './sources/SourcesTab';
