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
  // what moderation looks at first: who, when, how often and what was said; the columns that do not fit
  // the window move into each row's detail (FittingTable)
  return [
    {
      title: 'Name',
      minWidth: 140,
      dataIndex: 'nickName',
      fixed: 'left',
      ...sorted(params, 'nickName'),
      render: (name: string, row) => (
        <Link to={`/report/${row._id}`}>
          <Truncated text={name} max={moderationCuts.nickName} />
        </Link>
      ),
    },
    {
      title: 'Last Reported',
      minWidth: 150,
      dataIndex: 'lastReportedAt',
      ...sorted(params, 'lastReportedAt', 'descend'),
      render: (at: string | null) => formatDateTime(at),
    },
    {
      title: 'Total Reports',
      minWidth: 90,
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
      title: 'Reports',
      dataIndex: 'reports',
      key: 'reports',
      className: 'col-reports',
      minWidth: 360,
      render: (reports: Report[]) => <ReportsCell reports={reports} />,
    },
    {
      title: 'Status',
      minWidth: 100,
      dataIndex: 'status',
      key: 'status',
      className: 'col-status',
      render: (status: AccountStatus) => <Tag color={statusColours[status]}>{statusLabels[status]}</Tag>,
    },
    {
      title: 'On Hold',
      minWidth: 90,
      dataIndex: 'onHold',
      key: 'onHold',
      className: 'col-onHold',
      render: (onHold: boolean) => (onHold ? <Tag color="orange">On hold</Tag> : 'No'),
    },
    {
      title: 'Email',
      minWidth: 200,
      dataIndex: 'identifier',
      key: 'identifier',
      className: 'col-identifier',
    },
    {
      title: 'Unique Reporters',
      minWidth: 100,
      dataIndex: 'totalUniqueReportedBy',
      align: 'right',
      ...sorted(params, 'totalUniqueReportedBy'),
    },
    {
      title: 'User Status',
      minWidth: 110,
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
  ];
}
