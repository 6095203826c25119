export { IncompleteProfilePage } from './IncompleteProfilePage';
