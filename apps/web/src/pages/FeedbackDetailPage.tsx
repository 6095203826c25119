import { FeedbackDetail } from '../features/feedback';
import { MemberDetail } from '../features/member-detail';

/** /feedback/{id}: the feedback message, then its member in the shared member detail (embedded). */
export function FeedbackDetailPage() {
  return <FeedbackDetail renderMember={(memberId) => <MemberDetail id={memberId} embedded />} />;
}
