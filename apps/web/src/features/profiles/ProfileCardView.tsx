import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
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

interface ProfileCardViewProps {
  card: ProfileCard;
  onOpen: () => void;
  onRate: (rating: ProfileRating | null) => void;
}

const labelOf = (labels: Record<string, string>, value: string | null) =>
  (value && labels[value]) ?? EMPTY_CELL;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {children}
    </div>
  );
}

/** One profile of the grid: photos, facts, admin comments and the rating radios. */
export function ProfileCardView({ card, onOpen, onRate }: ProfileCardViewProps) {
  const photos = card.profiles[0]?.mediaItems ?? [];
  const gender = card.gender === 'm' || card.gender === 'f' ? genderLabels[card.gender] : null;
  return (
    <Card size="small" data-testid="profile-card" data-id={card._id}>
      <Flex vertical gap={8}>
        <CardPhotos photos={photos} name={card.nickName} />
        <Typography.Text strong ellipsis>
          <Link to={`/profile/${card._id}`} onClick={onOpen}>
            {card.nickName}
          </Link>
          {gender && <Typography.Text type="secondary"> · {gender}</Typography.Text>}
        </Typography.Text>
        <div style={{ fontSize: 13 }}>
          <Fact label={texts.age}>{card.age ?? EMPTY_CELL}</Fact>
          <Fact label={texts.wantsToMeet}>{labelOf(wantsToMeetLabels, card.genders)}</Fact>
          <Fact label={texts.orientation}>{labelOf(orientationLabels, card.orientation)}</Fact>
          <Fact label={texts.adminComments}>
            <Truncated text={card.adminComments} max={ADMIN_COMMENTS_CUT} />
          </Fact>
        </div>
        <RatingRadios name={card.nickName} value={card.rating} onChange={onRate} />
      </Flex>
    </Card>
  );
}
