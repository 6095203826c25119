import { useState } from 'react';
import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { profilesListTexts as texts } from '@orrery/contract';
import { PageHeader } from '../../components/PageHeader';
import { countText } from '../../lib/list/pagination';
import { useList } from '../../lib/list/useList';
import { useRateProfile } from './api';
import { profilesList } from './list';
import { PhotoPreview, type PreviewState } from './PhotoPreview';
import { ProfileCardView } from './ProfileCardView';
import { ProfilesFilters } from './ProfilesFilters';
import styles from './profiles.module.css';

/** The cards of a first screenful (up to 6 a row, 2 rows): their photos load at once. */
const EAGER_CARDS = 12;

function LoadingGrid() {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} size="small">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ))}
    </div>
  );
}

/** /profile: the photo-rating card grid. */
export function ProfilesPage() {
  const list = useList(profilesList);
  const { data, isPending, isFetching, error } = list.query;
  const rate = useRateProfile(profilesList.call.key(list.params));
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const cards = list.rows;

  return (
    <>
      <PageHeader title={texts.title} />
      <ProfilesFilters {...list} />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Text strong data-testid="rated-counter">
          {texts.rated}{' '}
          {data
            ? `${countText(data.rated, data.ratedCapped)} / ${countText(data.members, data.membersCapped)}`
            : '…'}
        </Typography.Text>
        <Pagination {...list.pagination} />
      </Flex>
      {isPending && !error ? (
        <LoadingGrid />
      ) : cards.length === 0 ? (
        (list.failure ?? <Empty description={texts.empty} />)
      ) : (
        <div className={styles.grid} style={{ opacity: isFetching ? 0.6 : 1 }}>
          {cards.map((card, index) => (
            <ProfileCardView
              key={card._id}
              card={card}
              eager={index < EAGER_CARDS}
              onOpen={list.remember}
              onPreview={(urls, current) => setPreview({ urls, current })}
              onRate={(rating) => rate({ id: card._id, rating })}
            />
          ))}
        </div>
      )}
      <PhotoPreview state={preview} onChange={setPreview} />
    </>
  );
}
