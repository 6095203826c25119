export { ProfileStatusPage } from './ProfileStatusPage';
export { ProfileReview } from './ProfileReview';
export { statusList } from './list';
