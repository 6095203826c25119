export { ProfilesPage } from './ProfilesPage';
export { profilesList } from './list';
