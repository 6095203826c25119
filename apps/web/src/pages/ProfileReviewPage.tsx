import { MemberDetail } from '../features/member-detail';
import { ProfileReview } from '../features/profile-review';

/** /profile-status/{id}: the photo review panel above the shared member detail. */
export function ProfileReviewPage() {
  return (
    <>
      <ProfileReview />
      <MemberDetail />
    </>
  );
}
