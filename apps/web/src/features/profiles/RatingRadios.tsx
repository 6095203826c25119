import { Button, Radio } from 'antd';
import { profileRatings, profilesListTexts, ratingLabels, type ProfileRating } from '@orrery/contract';

interface RatingRadiosProps {
  name: string;
  value: ProfileRating | null;
  onChange: (rating: ProfileRating | null) => void;
}

/** The 13 rating values as radios (arrow keys move, Space chooses); clicking the chosen one clears it. */
export function RatingRadios({ name, value, onChange }: RatingRadiosProps) {
  return (
    <div>
      <Radio.Group
        aria-label={`Rating of ${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value as ProfileRating)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', rowGap: 2 }}
      >
        {profileRatings.map((rating) => (
          <Radio
            key={rating}
            value={rating}
            onClick={() => {
              if (rating === value) onChange(null);
            }}
          >
            {ratingLabels[rating]}
          </Radio>
        ))}
      </Radio.Group>
      {value && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange(null)}>
          {profilesListTexts.clearRating}
        </Button>
      )}
    </div>
  );
}
