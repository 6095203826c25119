import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_COMMENTS_CUT,
  genderLabels,
  orientationLabels,
  profilesListTexts as texts,
  wantsToMeetLabels,
  type ProfileCard,
  type ProfileRating,
} from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { EMPTY_CELL } from '../../lib/format';
import { CardPhotos } from './CardPhotos';
import { RatingRadios } from './RatingRadios';
import styles from './profiles.module.css';

interface ProfileCardViewProps {
  card: ProfileCard;
  onOpen: () => void;
  onPreview: (urls: string[], current: number) => void;
  onRate: (rating: ProfileRating | null) => void;
  /** One of the first cards: its photos load at once. */
  eager: boolean;
}

const labelOf = (labels: Record<string, string>, value: string | null) =>
  (value && labels[value]) ?? EMPTY_CELL;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span className={styles.muted}>{label}: </span>
      {children}
    </div>
  );
}

/** One profile of the grid: photos, facts, admin comments and the rating radios. */
export function ProfileCardView({ card, onOpen, onPreview, onRate, eager }: ProfileCardViewProps) {
  const gender = card.gender === 'm' || card.gender === 'f' ? genderLabels[card.gender] : null;
  return (
    <article className={styles.card} data-testid="profile-card" data-id={card._id}>
      <CardPhotos
        photos={card.profiles[0]?.mediaItems ?? []}
        name={card.nickName}
        onOpen={onPreview}
        eager={eager}
      />
      <div className={styles.name}>
        <Link to={`/profile/${card._id}`} onClick={onOpen}>
          {card.nickName}
        </Link>
        {gender && <span className={styles.muted}> · {gender}</span>}
      </div>
      <div>
        <Fact label={texts.age}>{card.age ?? EMPTY_CELL}</Fact>
        <Fact label={texts.wantsToMeet}>{labelOf(wantsToMeetLabels, card.genders)}</Fact>
        <Fact label={texts.orientation}>{labelOf(orientationLabels, card.orientation)}</Fact>
        <Fact label={texts.adminComments}>
          <Truncated text={card.adminComments} max={ADMIN_COMMENTS_CUT} />
        </Fact>
      </div>
      <RatingRadios id={card._id} name={card.nickName} value={card.rating} onChange={onRate} />
    </article>
  );
}
