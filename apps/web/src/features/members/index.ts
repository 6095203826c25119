export { MembersPage } from './MembersPage';
export { membersList } from './list';
