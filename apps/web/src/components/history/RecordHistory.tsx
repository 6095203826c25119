import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Table, Typography } from 'antd';
import type { AuditEntry, AuditListAnswer, HistoryArea } from '@orrery/contract';
import { api, errorMessage } from '../../api/client';
import { formatDateTime } from '../../lib/format';
import { LoadFailed } from '../LoadFailed';
import { ChangeList } from './ChangeList';

/** Changes a page of the History. */
const HISTORY_PAGE = 20;

export interface RecordHistoryProps {
  /** The area the record's audit rows name (`member`, `location`, …). */
  area: HistoryArea;
  /** The record's id (or the settings' key). */
  id: string;
}

/** `GET /api/audit-log/history`: one page of a record's changes, newest first. */
function useRecordHistory(area: HistoryArea, id: string, pageNo: number) {
  return useQuery({
    queryKey: ['audit-log', 'history', area, id, pageNo],
    queryFn: ({ signal }) =>
      api<AuditListAnswer>('audit-log/history', {
        query: { entity: area, entityId: id, pageNo, pageLimit: HISTORY_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A record's History: who changed what and when, field by field (old → new), newest first, an admin's
 * changes and the jobs' (named "system") alike; read anew each time it is shown.
 */
export function RecordHistory({ area, id }: RecordHistoryProps) {
  const [pageNo, setPageNo] = useState(1);
  const history = useRecordHistory(area, id, pageNo);
  if (history.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (history.isError)
    return (
      <LoadFailed
        what="The history"
        reason={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  const { item, pagination, totalCapped } = history.data;
  return (
    <Flex vertical gap={12}>
      <Table<AuditEntry>
        rowKey="_id"
        size="small"
        dataSource={item}
        loading={history.isFetching}
        pagination={{
          current: pageNo,
          pageSize: HISTORY_PAGE,
          total: pagination.totalUser,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageNo,
        }}
        locale={{ emptyText: 'No change has been recorded for this record yet.' }}
        aria-label="History"
        columns={[
          { title: 'When (UTC)', dataIndex: 'at', width: 150, render: formatDateTime },
          { title: 'By', dataIndex: 'actorName', width: 140 },
          { title: 'Action', dataIndex: 'action', width: 180 },
          { title: 'Changes', key: 'changes', render: (_, entry) => <ChangeList entry={entry} all /> },
        ]}
      />
      <Typography.Text type="secondary">
        {pagination.totalUser.toLocaleString('en')}
        {totalCapped ? '+' : ''} change{pagination.totalUser === 1 ? '' : 's'}
      </Typography.Text>
    </Flex>
  );
}
