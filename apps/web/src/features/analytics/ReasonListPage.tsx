import { useState } from 'react';
import { App, Button, Card, Table, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { ANALYTICS_DRAWER_PAGE_SIZE, type DeletionText } from '@orrery/contract';
import { PageHeader } from '../../components/PageHeader';
import {
  AnalyticsFilterBar,
  filterPayload,
  missingChoice,
  useAnalyticsFilters,
} from '../../components/analytics';
import { useDeletionTexts } from './DeletionTextsDrawer';
import { deletionTextColumns, deletionTextTitles, type DeletionTextKind } from './deletionTextColumns';
import { downloadDeletionTexts } from './deletionTextsCsv';
import { rangeRules } from './rules';

const kinds = ['other', 'feedback'] as const;
const PAGING = ['page'] as const;

/**
 * `/reason-list`: the deletions' 'Other Reason' texts and 'User Feedbacks', 20 a page, filters in the address;
 * Download CSV holds every text of the tab under the filters.
 */
export function ReasonListPage() {
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const state = useAnalyticsFilters('', rangeRules, PAGING);
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kinds.find((k) => k === searchParams.get('tab')) ?? 'other';
  const pageNo = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const go = (tab: DeletionTextKind, page: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('page');
      params.delete('tab');
      if (tab !== 'other') params.set('tab', tab);
      if (page > 1) params.set('page', String(page));
      return params;
    });
  const filter = filterPayload(state.filters);
  const missing = missingChoice(state.filters);
  const { data, isFetching } = useDeletionTexts(filter, kind, pageNo, !missing);
  const download = () => {
    setDownloading(true);
    downloadDeletionTexts(kind, { ...filter, yearRange: filter.yearRange ?? undefined })
      .catch(() => void message.error('The CSV could not be made. Please try again.'))
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <PageHeader title="Deletion Reasons" />
      <Card size="small" style={{ marginBottom: 16 }}>
        <AnalyticsFilterBar state={state} top={false} />
      </Card>
      <Tabs
        activeKey={kind}
        onChange={(key) => go(key as DeletionTextKind, 1)}
        items={kinds.map((k) => ({ key: k, label: deletionTextTitles[k] }))}
        tabBarExtraContent={
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading}
            disabled={Boolean(missing) || !data?.total}
            onClick={download}
          >
            Download CSV
          </Button>
        }
      />
      <Table<DeletionText>
        columns={deletionTextColumns(kind)}
        dataSource={data?.rows ?? []}
        rowKey={(row) => `${row.user}-${row.createdAt}`}
        loading={isFetching}
        locale={{ emptyText: missing ?? 'No data available' }}
        pagination={{
          current: pageNo,
          pageSize: ANALYTICS_DRAWER_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `Total ${n}`,
          onChange: (next) => go(kind, next),
        }}
      />
    </>
  );
}
