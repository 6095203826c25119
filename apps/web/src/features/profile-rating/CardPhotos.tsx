import { MAX_MEMBER_PHOTOS, profilesListTexts, type CardPhoto } from '@orrery/contract';
import styles from './profiles.module.css';

interface CardPhotosProps {
  photos: readonly CardPhoto[];
  name: string;
  /** Opens the full images of this card, starting at the one clicked. */
  onOpen: (urls: string[], current: number) => void;
  /** Load at once (the first screenful) rather than when scrolled near. */
  eager?: boolean;
}

/**
 * Up to 6 photos by position, a placeholder box in each empty place. Thumbnails (120x150 JPEGs of a
 * few KB) show at half size, lazily below the first screenful; a click opens the full image in the
 * page's preview.
 */
export function CardPhotos({ photos, name, onOpen, eager = false }: CardPhotosProps) {
  const byPosition = new Map(photos.map((photo) => [photo.position, photo]));
  const urls = photos.map((photo) => photo.filename);
  return (
    <div className={styles.photos} aria-label={`Photos of ${name}`}>
      {Array.from({ length: MAX_MEMBER_PHOTOS }, (_, i) => {
        const photo = byPosition.get(i + 1);
        if (!photo) {
          return (
            <div key={i} className={styles.placeholder} data-testid="photo-placeholder">
              {profilesListTexts.noPhoto}
            </div>
          );
        }
        return (
          <button
            key={i}
            type="button"
            className={styles.photoButton}
            onClick={() => onOpen(urls, urls.indexOf(photo.filename))}
          >
            <img
              className={styles.photo}
              src={photo.thumbnail ?? photo.filename}
              width={60}
              height={75}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              alt={`${name}, photo ${photo.position}`}
            />
          </button>
        );
      })}
    </div>
  );
}
