import { useState } from 'react';
import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { PROFILES_PAGE_SIZES, profilesListTexts as texts, storageKeys } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { writeJson } from '../../lib/storage';
import { useListState } from '../../lib/useListState';
import { useProfiles, useRateProfile } from './api';
import { PROFILES_STORAGE_KEY, parseProfilesParams, toProfilesQuery } from './listParams';
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

/** /profile: the photo-rating card grid (spec/2 sections 2 to 4). */
export function ProfilesPage() {
  const state = useListState({ storageKey: PROFILES_STORAGE_KEY, parse: parseProfilesParams });
  const { params, update } = state;
  const query = toProfilesQuery(params);
  const { data, isPending, isFetching, error } = useProfiles(query);
  const rate = useRateProfile(query);
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const cards = data?.item ?? [];

  return (
    <>
      <PageHeader title={texts.title} />
      <ProfilesFilters {...state} />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Text strong data-testid="rated-counter">
          {texts.rated}{' '}
          {data ? `${data.totalRatedUser.toLocaleString()} / ${data.totalUser.toLocaleString()}` : '…'}
        </Typography.Text>
        <Pagination
          current={params.pageNo}
          pageSize={params.pageLimit}
          total={data?.pagination.total ?? 0}
          showSizeChanger
          pageSizeOptions={PROFILES_PAGE_SIZES.map(String)}
          showTotal={(total) => `Total ${total.toLocaleString()}`}
          onChange={(pageNo, pageLimit) =>
            pageLimit !== params.pageLimit ? update({ pageLimit }) : update({ pageNo })
          }
        />
      </Flex>
      {isPending && !error ? (
        <LoadingGrid />
      ) : cards.length === 0 ? (
        <Empty description={error && !data ? errorMessage(error) : texts.empty} />
      ) : (
        <div className={styles.grid} style={{ opacity: isFetching ? 0.6 : 1 }}>
          {cards.map((card, index) => (
            <ProfileCardView
              key={card._id}
              card={card}
              eager={index < EAGER_CARDS}
              onOpen={() =>
                writeJson(
                  storageKeys.profileIds,
                  cards.map((c) => c._id),
                )
              }
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
