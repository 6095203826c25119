import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  moderationCuts,
  userStatusLabels,
  type AccountStatus,
  type Report,
  type ReportedUser,
  type UserStatus,
} from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import type { ReportedListParams } from './listParams';
import { ReportsCell } from './ReportsCell';

const statusLabels: Record<AccountStatus, string> = {
  blocked: 'Blocked',
  dormant: 'Dormant',
  active: 'Active',
};
const statusColours: Record<AccountStatus, string> = { blocked: 'red', dormant: 'default', active: 'green' };

// the server's default order (last reported, newest first) shows on its column
const sorted = (params: ReportedListParams, key: string, unsorted: 'descend' | null = null) => ({
  ...sortable(key, params, unsorted),
  className: `col-${key}`,
});

const count = (title: string, key: keyof ReportedUser) => ({
  title,
  dataIndex: key,
  key,
  className: `col-${key}`,
  align: 'right' as const,
});

/** Reported users: every column; the latest report (the others on "+N more"), cut at 100, in full on click. */
export function reportedColumns(
  params: ReportedListParams,
  openReporters: (row: ReportedUser) => void,
): ColumnsType<ReportedUser> {
  return [
    {
      title: 'Name',
      dataIndex: 'nickName',
      fixed: 'left',
      ...sorted(params, 'nickName'),
      render: (name: string, row) => (
        <Link to={`/report/${row._id}`}>
          <Truncated text={name} max={moderationCuts.nickName} />
        </Link>
      ),
    },
    { title: 'Email', dataIndex: 'identifier', key: 'identifier', className: 'col-identifier' },
    {
      title: 'Last Reported',
      dataIndex: 'lastReportedAt',
      ...sorted(params, 'lastReportedAt', 'descend'),
      render: (at: string | null) => formatDateTime(at),
    },
    {
      title: 'Total Reports',
      dataIndex: 'totalReports',
      align: 'right',
      ...sorted(params, 'totalReports'),
      render: (total: number, row) => (
        <Button
          type="link"
          size="small"
          aria-label={`Reporters of ${row.nickName}`}
          onClick={() => openReporters(row)}
        >
          {total}
        </Button>
      ),
    },
    {
      title: 'Unique Reporters',
      dataIndex: 'totalUniqueReportedBy',
      align: 'right',
      ...sorted(params, 'totalUniqueReportedBy'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      className: 'col-status',
      render: (status: AccountStatus) => <Tag color={statusColours[status]}>{statusLabels[status]}</Tag>,
    },
    {
      title: 'User Status',
      dataIndex: 'userStatus',
      key: 'userStatus',
      className: 'col-userStatus',
      render: (status: UserStatus) => userStatusLabels[status] ?? status,
    },
    count('Swipes', 'userSwipes'),
    count('Likes', 'userLikes'),
    count('Superlikes', 'userSuperLikes'),
    count('Matches', 'matchesMade'),
    count('Like Count', 'likeCount'),
    count('Superlike Count', 'superLikeCount'),
    {
      title: 'On Hold',
      dataIndex: 'onHold',
      key: 'onHold',
      className: 'col-onHold',
      render: (onHold: boolean) => (onHold ? <Tag color="orange">On hold</Tag> : 'No'),
    },
    {
      title: 'Reports',
      dataIndex: 'reports',
      key: 'reports',
      className: 'col-reports',
      width: 420,
      render: (reports: Report[]) => <ReportsCell reports={reports} />,
    },
  ];
}
