import { profileRatings, profilesListTexts, ratingLabels, type ProfileRating } from '@orrery/contract';
import styles from './profiles.module.css';

interface RatingRadiosProps {
  /** Names the radio group: one group per card. */
  id: string;
  name: string;
  value: ProfileRating | null;
  onChange: (rating: ProfileRating | null) => void;
}

/**
 * The 13 rating values as native radios (a grid of 100 cards holds 1,300 of them): arrow keys move,
 * Space chooses; clicking the chosen one does nothing: only Clear rating clears it.
 */
export function RatingRadios({ id, name, value, onChange }: RatingRadiosProps) {
  return (
    <>
      <fieldset className={styles.ratings} role="radiogroup" aria-label={`Rating of ${name}`}>
        {profileRatings.map((rating) => (
          <label key={rating} className={styles.rating}>
            <input
              type="radio"
              name={`rating-${id}`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            {ratingLabels[rating]}
          </label>
        ))}
      </fieldset>
      {value && (
        <button type="button" className={styles.clear} onClick={() => onChange(null)}>
          {profilesListTexts.clearRating}
        </button>
      )}
    </>
  );
}
