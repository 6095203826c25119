import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { DeletedListItem, RemovedListItem } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { EMPTY_CELL, formatDate, formatDateTime, genderCell } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import type { DeletedListParams } from './listParams';
import { reasonLabel, type ShownText } from './TextModal';

/** Deleted lists cut names at 35 characters and other texts at 40. */
export const NAME_MAX = 35;
export const TEXT_MAX = 40;

type Show = (shown: ShownText) => void;
interface Texts {
  reason: string | null;
  userSuggestion: string | null;
  usersComment: string | null;
}

/** Each cell carries `col-<key>` (the members list does the same), for styles and browser tests. */
function withClasses<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((column) => {
    const name = column.key ?? ('dataIndex' in column ? column.dataIndex : undefined);
    return { ...column, key: String(name), className: `col-${String(name)}` };
  });
}

const deletedBy = (fromUser: boolean) => (fromUser ? <Tag>Member</Tag> : <Tag color="orange">Admin</Tag>);

function textActions(row: Texts, show: Show) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => show({ kind: 'reason', text: row.reason })}>
        Reason
      </Button>
      <Button type="link" size="small" onClick={() => show({ kind: 'suggestion', text: row.userSuggestion })}>
        Suggestion
      </Button>
      <Button type="link" size="small" onClick={() => show({ kind: 'comment', text: row.usersComment })}>
        Comment
      </Button>
    </Space>
  );
}

const reasonCell = (reason: string | null) => (
  <Truncated text={reason ? reasonLabel(reason) : null} max={NAME_MAX} />
);

/** Pending Deletion: the deleted user's fields and the days left before removal. */
export function pendingColumns(params: DeletedListParams, show: Show): ColumnsType<DeletedListItem> {
  return withClasses<DeletedListItem>([
    {
      title: 'Nickname',
      dataIndex: 'nickName',
      key: 'nickName',
      fixed: 'left',
      render: (nickName: string, row) => (
        <Link to={`/deleted/${row.id}`}>
          <Truncated text={nickName} max={NAME_MAX} />
        </Link>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'identifier',
      render: (identifier: string) => <Truncated text={identifier} max={TEXT_MAX} />,
    },
    { title: 'Gender', dataIndex: 'gender', render: genderCell },
    {
      title: 'Place',
      dataIndex: 'place',
      render: (place: string | null) => <Truncated text={place} max={TEXT_MAX} />,
    },
    {
      title: 'Joined (UTC)',
      dataIndex: 'createdAt',
      ...sortable('createdAt', params),
      render: formatDateTime,
    },
    { title: 'Last login (UTC)', dataIndex: 'login', ...sortable('login', params), render: formatDateTime },
    {
      title: 'Deleted (UTC)',
      dataIndex: 'modifiedAt',
      ...sortable('modifiedAt', params),
      render: formatDateTime,
    },
    { title: 'Deleted by', dataIndex: 'deletedFromUser', render: deletedBy },
    { title: 'Reason', dataIndex: 'reason', render: reasonCell },
    {
      title: 'Removed in',
      dataIndex: 'daysLeft',
      render: (days: number, row) => (
        <Tooltip title={`Removed for good on ${formatDate(row.removalAt)}`}>
          <span>{days === 1 ? '1 day' : `${days} days`}</span>
        </Tooltip>
      ),
    },
    { title: 'Details', key: 'actions', render: (_, row) => textActions(row, show) },
  ]);
}

/** Permanently Removed: only the deletion record is left (no personal data). */
export function removedColumns(params: DeletedListParams, show: Show): ColumnsType<RemovedListItem> {
  return withClasses<RemovedListItem>([
    { title: 'Reason', dataIndex: 'reason', key: 'reason', render: reasonCell },
    {
      title: 'Suggestion',
      dataIndex: 'userSuggestion',
      render: (text: string | null) => <Truncated text={text} max={TEXT_MAX} />,
    },
    {
      title: 'Comment',
      dataIndex: 'usersComment',
      render: (text: string | null) => <Truncated text={text} max={TEXT_MAX} />,
    },
    { title: 'Deleted by', dataIndex: 'deletedFromUser', render: deletedBy },
    {
      title: 'Deleted (UTC)',
      dataIndex: 'deletedAt',
      ...sortable('deletedAt', params),
      render: formatDateTime,
    },
    {
      title: 'Removed (UTC)',
      dataIndex: 'purgedAt',
      ...sortable('purgedAt', params),
      render: formatDateTime,
    },
    { title: 'Country', dataIndex: 'countryCode', render: (c: string | null) => c ?? EMPTY_CELL },
    { title: 'Gender', dataIndex: 'gender', render: genderCell },
    {
      title: 'Days as member',
      dataIndex: 'daysAsMember',
      render: (days: number | null) => (days === null ? EMPTY_CELL : days),
    },
    { title: 'Details', key: 'actions', render: (_, row) => textActions(row, show) },
  ]);
}
