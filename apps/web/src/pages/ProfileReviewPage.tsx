import { useState } from 'react';
import { MemberDetail } from '../features/member-detail';
import { ProfileReview } from '../features/profile-review';

/** /profile-status/{id}: the shared member detail, its title first, then the photo review, then the member. */
export function ProfileReviewPage() {
  // a Reload after a stale review refreshes the member detail below as well
  const [round, setRound] = useState(0);
  return <MemberDetail key={round} review={<ProfileReview onReloaded={() => setRound((n) => n + 1)} />} />;
}
