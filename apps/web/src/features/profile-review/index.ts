export { ProfileStatusPage } from './ProfileStatusPage';
export { ProfileReview } from './ProfileReview';
