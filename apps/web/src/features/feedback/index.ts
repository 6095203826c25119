export { FeedbackPage } from './FeedbackPage';
export { FeedbackDetail } from './FeedbackDetail';
