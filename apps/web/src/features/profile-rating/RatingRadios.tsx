import { profileRatings, profilesListTexts, ratingLabels, type ProfileRating } from '@orrery/contract';
import { useState } from 'react';
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
  // The choice shows within the click itself: the list's cache tells the card a moment later, and a
  // controlled radio would be put back unchecked in between.
  const [shown, setShown] = useState(value);
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setShown(value);
  }
  const choose = (rating: ProfileRating | null) => {
    setShown(rating);
    onChange(rating);
  };
  return (
    <>
      <fieldset className={styles.ratings} role="radiogroup" aria-label={`Rating of ${name}`}>
        {profileRatings.map((rating) => (
          <label key={rating} className={styles.rating}>
            <input
              type="radio"
              name={`rating-${id}`}
              value={rating}
              checked={shown === rating}
              onChange={() => choose(rating)}
            />
            {ratingLabels[rating]}
          </label>
        ))}
      </fieldset>
      {shown && (
        <button type="button" className={styles.clear} onClick={() => choose(null)}>
          {profilesListTexts.clearRating}
        </button>
      )}
    </>
  );
}
