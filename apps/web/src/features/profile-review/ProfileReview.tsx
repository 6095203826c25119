/** The photo review panel of /profile-status/{id} (being built). */
export function ProfileReview() {
  return null;
}
