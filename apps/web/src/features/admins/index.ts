export { AdminList } from './AdminList';
export { AdminEdit } from './AdminEdit';
