/** The User Profile image drawer: a member's photos, added and removed. */
export { memberPhotoRoutes } from './routes';
export { toMediaItem, type MemberPhotoRow } from './mediaItem';
