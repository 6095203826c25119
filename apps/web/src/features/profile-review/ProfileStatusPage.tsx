import { useState } from 'react';
import { Badge, Empty, Flex, Modal, Pagination, Spin, Tabs } from 'antd';
import {
  INTRO_MODAL_WIDTH,
  profileReviewTexts as texts,
  profileStatusTabs,
  type CardPhoto,
  type ProfileCard,
} from '@orrery/contract';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { statusList } from './list';
import { filtersActive } from './listParams';
import { PhotoViewer } from './PhotoViewer';
import { StatusCard } from './StatusCard';
import { StatusFilters } from './StatusFilters';

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
} as const;

/** /profile-status: Profiles V2, the photo review queues by profile status. */
export function ProfileStatusPage() {
  const list = useList(statusList);
  const { params, update } = list;
  const { data, isPending, isFetching } = list.query;
  const [photo, setPhoto] = useState<{ card: ProfileCard; photo: CardPhoto } | null>(null);
  const [intro, setIntro] = useState<ProfileCard | null>(null);
  const cards = list.rows;

  return (
    <>
      <PageHeader title={texts.title} />
      {/* gaps of 12 px and small badges: all eight tabs fit from 1024 px wide (no "…") */}
      <Tabs
        tabBarGutter={12}
        {...list.tabs}
        items={profileStatusTabs.map((tab) => {
          const count = data?.queues[tab.id];
          return {
            key: String(tab.id),
            label: (
              <span>
                {tab.label}
                {count !== undefined && (
                  <Badge
                    count={count}
                    size="small"
                    overflowCount={999999}
                    showZero
                    color="#1677ff"
                    style={{ marginLeft: 6 }}
                  />
                )}
              </span>
            ),
          };
        })}
      />
      <StatusFilters
        params={params}
        update={update}
        active={filtersActive(params)}
        clear={() => update({ search: undefined, gender: undefined, searchBy: 'name' })}
      />
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Pagination {...list.pagination} />
      </Flex>
      <Spin spinning={isPending || isFetching}>
        {cards.length === 0 && !isPending ? (
          (list.failure ?? <Empty description={texts.empty} />)
        ) : (
          <div style={gridStyle}>
            {cards.map((card) => (
              <StatusCard
                key={card._id}
                card={card}
                onPhoto={(c, p) => setPhoto({ card: c, photo: p })}
                onIntro={setIntro}
                onOpen={list.remember}
              />
            ))}
          </div>
        )}
      </Spin>
      <PhotoViewer
        photo={photo?.photo ?? null}
        name={photo?.card.nickName ?? ''}
        onClose={() => setPhoto(null)}
      />
      <Modal
        open={intro !== null}
        title={texts.introTitle}
        width={INTRO_MODAL_WIDTH}
        footer={null}
        onCancel={() => setIntro(null)}
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{intro?.profiles[0]?.text}</p>
      </Modal>
    </>
  );
}
