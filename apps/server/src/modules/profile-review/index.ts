/** Profiles V2 (the photo review), and the moderation cards and counts the Profiles grid shares. */
export { profilesRoutes } from './routes';
export { reverifyAfterPhotoChange } from './reverify';
export { listedForModeration, loadProfileCards } from './profileCards';
export { reviewCounts, sumCounts, type ReviewCount } from './reviewTotals';
