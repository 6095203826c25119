export { LocationList } from './LocationList';
