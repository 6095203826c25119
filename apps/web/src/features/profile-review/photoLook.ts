import type { CardPhoto, PhotoStatus } from '@orrery/contract';

/** How a photo's review status shows: tag colour and border. */
export const photoStatusColour: Record<PhotoStatus, { tag: string; border: string }> = {
  pending: { tag: 'gold', border: '#faad14' },
  approved: { tag: 'green', border: '#52c41a' },
  rejected: { tag: 'red', border: '#ff4d4f' },
};

/** The position of the first approved photo (badged Profile), or null. */
export function profilePhotoPosition(
  photos: readonly Pick<CardPhoto, 'position' | 'status'>[],
): number | null {
  return photos.find((p) => p.status === 'approved')?.position ?? null;
}

export const genderLabel = (gender: string | null) =>
  gender === 'm' ? 'Male' : gender === 'f' ? 'Female' : '—';
