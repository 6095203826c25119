import { useState } from 'react';
import { App, Badge, Button, Card, Flex, Input, Skeleton, Space, Switch, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import {
  profileReviewTexts as texts,
  storageKeys,
  type PhotoStatus,
  type ProfileCard,
} from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { neighbourOf } from '../../lib/list/walk';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useReviewCard, useSubmitReview } from './api';
import { KeyLegend } from './KeyLegend';
import { ReviewPhotos } from './ReviewPhotos';
import {
  draftOf,
  holdOffered,
  photosOf,
  reviewProblem,
  toUpdateBody,
  withBlock,
  type ReviewDraft,
} from './reviewRules';
import { useReviewKeys } from './useReviewKeys';

interface ReviewFormProps {
  card: ProfileCard;
  onReload: () => void;
}

function ReviewForm({ card, onReload }: ReviewFormProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const photos = photosOf(card);
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(card));
  const [selected, setSelected] = useState(0);
  const change = (patch: Partial<ReviewDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const decide = (position: number, status: PhotoStatus) =>
    setDraft((d) => ({ ...d, decisions: { ...d.decisions, [position]: status } }));
  const all = (status: PhotoStatus) =>
    change({ decisions: Object.fromEntries(photos.map((p) => [p.position, status])) });

  // the next card of the queue page the review was opened from, past its end on the next page
  const goNext = async () => {
    const next = await neighbourOf(storageKeys.profileStatusIds, card._id, 'next');
    if (next) navigate(`/profile-status/${next}`);
    else {
      message.info(texts.lastProfile);
      navigate('/profile-status');
    }
  };

  const review = useVersionedSave(useSubmitReview(), {
    what: 'profile',
    reload: onReload,
    onSaved: () => void goNext(),
  });
  const submit = () => {
    if (review.isPending) return;
    const problem = reviewProblem(draft);
    if (problem) {
      message.error(problem);
      return;
    }
    review.save(toUpdateBody(card, draft));
  };

  const selectedPhoto = photos[selected];
  useReviewKeys(
    {
      move: (step) => setSelected((i) => Math.min(Math.max(i + step, 0), Math.max(photos.length - 1, 0))),
      approve: () => selectedPhoto && !draft.isBlock && decide(selectedPhoto.position, 'approved'),
      reject: () => selectedPhoto && !draft.isBlock && decide(selectedPhoto.position, 'rejected'),
      approveAll: () => !draft.isBlock && all('approved'),
      rejectAll: () => !draft.isBlock && all('rejected'),
      submit,
      next: () => void goNext(),
    },
    true,
  );

  const panel = (
    <Card
      size="small"
      title={`Photo review — ${card.nickName} (${card.userStatus})`}
      style={{ marginBottom: 16 }}
      data-testid="profile-review"
    >
      <ReviewPhotos
        photos={photos}
        decisions={draft.decisions}
        selected={selected}
        disabled={draft.isBlock}
        onSelect={setSelected}
        onDecide={decide}
      />
      <Flex gap={16} wrap align="center" style={{ marginTop: 12 }}>
        <Space>
          <Button onClick={() => all('approved')} disabled={draft.isBlock || !photos.length}>
            {texts.approveAll}
          </Button>
          <Button danger onClick={() => all('rejected')} disabled={draft.isBlock || !photos.length}>
            {texts.rejectAll}
          </Button>
        </Space>
        <label>
          <Switch
            checked={draft.isBlock}
            disabled={draft.isOnHold}
            aria-label={texts.block}
            onChange={(isBlock) =>
              setDraft((d) =>
                withBlock(
                  d,
                  isBlock,
                  photos.map((p) => p.position),
                ),
              )
            }
          />{' '}
          {texts.block}
        </label>
        {holdOffered(card) && (
          <label>
            <Switch
              checked={draft.isOnHold}
              disabled={draft.isBlock}
              aria-label={texts.onHold}
              onChange={(isOnHold) => change({ isOnHold })}
            />{' '}
            {texts.onHold}
          </label>
        )}
      </Flex>
      <Input.TextArea
        aria-label={texts.adminComments}
        placeholder={texts.adminComments}
        value={draft.comments}
        onChange={(e) => change({ comments: e.target.value })}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={2000}
        showCount
        style={{ marginTop: 12 }}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 12 }}>
        <KeyLegend />
        {/* the next member: N, or Next User in the page header (one button for it, not two) */}
        <Button type="primary" loading={review.isPending} onClick={submit}>
          {texts.submit}
        </Button>
      </Flex>
    </Card>
  );
  return card.isOldVersion ? (
    <Badge.Ribbon text={texts.oldVersion} color="volcano">
      {panel}
    </Badge.Ribbon>
  ) : (
    panel
  );
}

interface ProfileReviewProps {
  /** After a Reload (409): the page remounts the member detail below too. */
  onReloaded?: () => void;
}

/** The photo review panel of /profile-status/{id}. */
export function ProfileReview({ onReloaded }: ProfileReviewProps) {
  const { id = '' } = useParams();
  const card = useReviewCard(id);
  if (card.isPending) return <Skeleton active style={{ marginBottom: 16 }} />;
  if (!card.data) return <Typography.Text type="danger">{errorMessage(card.error)}</Typography.Text>;
  const data = card.data.data;
  return (
    <ReviewForm
      key={`${data._id}:${data.version}`}
      card={data}
      onReload={() => {
        void card.refetch();
        onReloaded?.();
      }}
    />
  );
}
