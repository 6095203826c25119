export { DeletedPage } from './DeletedPage';
