import { useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import {
  membershipBlocks,
  type AiReportVersion,
  type AiReportVersionList,
  type Membership,
} from '@orrery/contract';
import { formatDateTime } from '../../lib/format';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useSetLive } from './api';
import { CompareModal } from './CompareModal';
import { engineLabel, sourceKindLabel } from './labels';
import type { UseQueryResult } from '@tanstack/react-query';
import { loadLocale } from '../../lib/list/useList';

interface VersionsTableProps {
  membership: Membership;
  versions: UseQueryResult<AiReportVersionList>;
  reload: () => unknown;
}

/** The saved versions of one membership, newest first: who saved each and when, which is live. */
export function VersionsTable({ membership, versions: query, reload }: VersionsTableProps) {
  const versions = query.data;
  const [comparing, setComparing] = useState<string>();
  const setLive = useVersionedSave(useSetLive(), { what: 'live version', reload });
  const liveVersionId = versions?.liveVersionId ?? null;
  return (
    <Card size="small" title={`${membershipBlocks[membership]}: versions`}>
      <Table<AiReportVersion>
        size="small"
        rowKey="_id"
        loading={query.isLoading}
        dataSource={versions?.items ?? []}
        locale={loadLocale(query, undefined, 'The versions')}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        columns={[
          {
            title: 'Version',
            key: 'number',
            render: (_, v) => (
              <Space>
                {v.number}
                {v.isLive && <Tag color="green">Live</Tag>}
              </Space>
            ),
          },
          { title: 'AI model', dataIndex: 'selectAIengine', render: engineLabel },
          { title: 'Max. Words', dataIndex: 'maxWords' },
          { title: 'Max. Tokens', dataIndex: 'maxTokens' },
          { title: 'Source Texts', dataIndex: 'sourceTexts_ai', render: sourceKindLabel },
          { title: 'Saved by', key: 'by', render: (_, v) => v.createdBy.name },
          { title: 'Saved at', dataIndex: 'createdAt', render: formatDateTime },
          { title: 'Note', dataIndex: 'note' },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, v) =>
              v.isLive ? null : (
                <Space>
                  <Button size="small" onClick={() => setComparing(v._id)}>
                    Compare with live
                  </Button>
                  <Button
                    size="small"
                    loading={setLive.isPending}
                    onClick={() => setLive.save({ id: v._id, liveVersionId })}
                  >
                    Set as Live Version
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <CompareModal id={comparing} onClose={() => setComparing(undefined)} />
    </Card>
  );
}
