import { useState } from 'react';
import { Badge, Empty, Flex, Modal, Pagination, Spin, Tabs } from 'antd';
import {
  INTRO_MODAL_WIDTH,
  PROFILE_STATUS_PAGE_SIZE,
  profileReviewTexts as texts,
  profileStatusTabs,
  storageKeys,
  type CardPhoto,
  type ProfileCard,
  type ProfilesStatusListAnswer,
} from '@orrery/contract';
import { PageHeader } from '../../components/PageHeader';
import { writeJson } from '../../lib/storage';
import { useListState } from '../../lib/useListState';
import { useStatusList } from './api';
import {
  STATUS_PROFILES_STORAGE_KEY,
  filtersActive,
  parseStatusProfilesParams,
  toStatusListQuery,
} from './listParams';
import { PhotoViewer } from './PhotoViewer';
import { StatusCard } from './StatusCard';
import { StatusFilters } from './StatusFilters';

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
} as const;

const countOfTab = (id: number, data: ProfilesStatusListAnswer | undefined) => {
  if (!data) return undefined;
  if (id === 1) return data.pendingTotalCount;
  if (id === 4) return data.reverifyOneTotalCount;
  if (id === 5) return data.reverifyTwoTotalCount;
  return undefined;
};

/** /profile-status: Profiles V2, the photo review queues by profile status (spec/2 sections 2 and 4). */
export function ProfileStatusPage() {
  const { params, update } = useListState({
    storageKey: STATUS_PROFILES_STORAGE_KEY,
    parse: parseStatusProfilesParams,
  });
  const { data, isPending, isFetching } = useStatusList(toStatusListQuery(params));
  const [photo, setPhoto] = useState<{ card: ProfileCard; photo: CardPhoto } | null>(null);
  const [intro, setIntro] = useState<ProfileCard | null>(null);
  const cards = data?.items ?? [];
  // the member detail's Previous/Next and the review's "next profile" walk this page
  if (data)
    writeJson(
      storageKeys.profileStatusIds,
      cards.map((c) => c._id),
    );

  return (
    <>
      <PageHeader title={texts.title} />
      {/* gaps of 12 px and small badges: all eight tabs fit from 1024 px wide (no "…") */}
      <Tabs
        tabBarGutter={12}
        activeKey={String(params.tab)}
        onChange={(tab) => update({ tab: Number(tab), pageNo: 1 })}
        items={profileStatusTabs.map((tab) => {
          const count = countOfTab(tab.id, data);
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
        <Pagination
          current={params.pageNo}
          pageSize={PROFILE_STATUS_PAGE_SIZE}
          total={data?.pagination.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => `Total ${total.toLocaleString()}`}
          onChange={(pageNo) => update({ pageNo })}
        />
      </Flex>
      <Spin spinning={isPending || isFetching}>
        {cards.length === 0 && !isPending ? (
          <Empty description={texts.empty} />
        ) : (
          <div style={gridStyle}>
            {cards.map((card) => (
              <StatusCard
                key={card._id}
                card={card}
                onPhoto={(c, p) => setPhoto({ card: c, photo: p })}
                onIntro={setIntro}
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
