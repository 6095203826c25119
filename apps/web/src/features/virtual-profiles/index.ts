export { VirtualProfilePage } from './VirtualProfilePage';
