export { DeletedPage } from './DeletedPage';
export { deletedList } from './list';
