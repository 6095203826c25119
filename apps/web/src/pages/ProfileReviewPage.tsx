import { useState } from 'react';
import { MemberDetail } from '../features/member-detail';
import { ProfileReview } from '../features/profile-review';

/** /profile-status/{id}: the photo review panel above the shared member detail. */
export function ProfileReviewPage() {
  // a Reload after a stale review refreshes the member detail below as well
  const [round, setRound] = useState(0);
  return (
    <>
      <ProfileReview onReloaded={() => setRound((n) => n + 1)} />
      <MemberDetail key={round} />
    </>
  );
}
