import { NotBuiltPage } from '../../components/NotBuiltPage';

/** Users Feedback (being built). */
export function FeedbackPage() {
  return <NotBuiltPage title="Users Feedback" />;
}
