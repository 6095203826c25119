export { SynastryPage } from './SynastryPage';
