import { useState } from 'react';
import { Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  moderationCuts,
  moderationTexts,
  reportReasonLabels,
  type Report,
  type ReportReason,
} from '@orrery/contract';
import { FullTextCell } from '../../components/FullTextCell';
import { fixedPagination } from '../../lib/list/pagination';
import { formatDateTime } from '../../lib/format';
import { useReporters } from './api';
import { reporterName } from './reporterName';
import { loadLocale } from '../../lib/list/useList';

const columns: ColumnsType<Report> = [
  {
    title: 'Reporter',
    dataIndex: 'user',
    key: 'user',
    className: 'col-user',
    render: (user: Report['user']) =>
      user ? <Link to={`/members/${user._id}`}>{user.nickName}</Link> : reporterName(user),
  },
  {
    title: 'Date',
    dataIndex: 'createdAt',
    key: 'createdAt',
    className: 'col-createdAt',
    render: (at: string) => formatDateTime(at),
  },
  {
    title: 'Reason',
    dataIndex: 'reason',
    key: 'reason',
    className: 'col-reason',
    render: (reason: ReportReason) => reportReasonLabels[reason],
  },
  {
    title: 'Text',
    dataIndex: 'text',
    key: 'text',
    className: 'col-text',
    render: (text: string) => <FullTextCell text={text} max={moderationCuts.reporterText} title="Report" />,
  },
];

interface ReportersDrawerProps {
  member: { _id: string; nickName: string } | null;
  onClose: () => void;
}

/** The Reporters drawer of the reported list: every report on the member, newest first, paged. */
export function ReportersDrawer({ member, onClose }: ReportersDrawerProps) {
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(member?._id);
  // another member's drawer starts on its first page
  if (member?._id !== shownFor) {
    setShownFor(member?._id);
    setPage(1);
  }
  const reporters = useReporters(member?._id ?? null, (page - 1) * DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  return (
    <Drawer
      open={!!member}
      onClose={onClose}
      size={720}
      rootClassName="reporters-drawer"
      title={member ? moderationTexts.reportersTitle(member.nickName) : ''}
      destroyOnHidden
    >
      <Table
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={reporters.data?.item}
        loading={reporters.isFetching}
        locale={loadLocale(reporters, 'No reports', 'The reports')}
        pagination={fixedPagination(page, reporters.data?.pagination.total ?? 0, setPage)}
      />
    </Drawer>
  );
}
