import { Badge, Button, Card, Typography } from 'antd';
import { Link } from 'react-router';
import { INTRO_CUT, profileReviewTexts as texts, type CardPhoto, type ProfileCard } from '@orrery/contract';
import { isTruncated, truncate } from '../../lib/truncate';
import { CardPhotoStrip } from './CardPhotoStrip';
import { genderLabel } from './photoLook';

interface StatusCardProps {
  card: ProfileCard;
  onPhoto: (card: ProfileCard, photo: CardPhoto) => void;
  onIntro: (card: ProfileCard) => void;
  /** The click that opens the review: the list remembers its page for "next profile". */
  onOpen: () => void;
}

/** The introduction, any length, opens whole in the User Introduction modal when clicked. */
const introButton = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
} as const;

/** One Profiles V2 card: photos, name (to the review), age, gender, app version, introduction. */
export function StatusCard({ card, onPhoto, onIntro, onOpen }: StatusCardProps) {
  const intro = card.profiles[0]?.text ?? '';
  const body = (
    <Card size="small" data-testid="status-card" data-id={card._id} style={{ height: '100%' }}>
      <Link to={`/profile-status/${card._id}`} onClick={onOpen} style={{ fontWeight: 600, fontSize: 15 }}>
        {card.nickName}
      </Link>
      <div style={{ color: '#666' }}>
        {card.age ?? '—'} · {genderLabel(card.gender)} · App {card.userAppVersion ?? 'none'}
      </div>
      <CardPhotoStrip
        photos={card.profiles[0]?.mediaItems ?? []}
        name={card.nickName}
        onOpen={(photo) => onPhoto(card, photo)}
      />
      {intro && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          <button type="button" style={introButton} onClick={() => onIntro(card)}>
            {truncate(intro, INTRO_CUT)}
          </button>{' '}
          {isTruncated(intro, INTRO_CUT) && (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onIntro(card)}>
              more
            </Button>
          )}
        </Typography.Paragraph>
      )}
    </Card>
  );
  return card.isOldVersion ? (
    <Badge.Ribbon text={texts.oldVersion} color="volcano">
      {body}
    </Badge.Ribbon>
  ) : (
    body
  );
}
