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

/** The Details column: the row's three texts, always in view at the table's right end. */
const detailsColumn = <T extends Texts>(show: Show): ColumnsType<T>[number] => ({
  title: 'Details',
  key: 'actions',
  fixed: 'right',
  minWidth: 250,
  render: (_, row) => textActions(row, show),
});

const dateTime = { minWidth: 110, render: formatDateTime };

/**
 * Pending Deletion: the deleted user's fields and the days left before removal. What tells the deletion
 * comes first; the member's other fields follow and move into the row's detail on a narrow window.
 */
export function pendingColumns(params: DeletedListParams, show: Show): ColumnsType<DeletedListItem> {
  return withClasses<DeletedListItem>([
    {
      title: 'Nickname',
      dataIndex: 'nickName',
      key: 'nickName',
      minWidth: 130,
      render: (nickName: string, row) => (
        <Link to={`/deleted/${row.id}`}>
          <Truncated text={nickName} max={NAME_MAX} />
        </Link>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'identifier',
      minWidth: 190,
      render: (identifier: string) => <Truncated text={identifier} max={TEXT_MAX} />,
    },
    { title: 'Deleted (UTC)', dataIndex: 'modifiedAt', ...sortable('modifiedAt', params), ...dateTime },
    {
      title: 'Removed in',
      dataIndex: 'daysLeft',
      minWidth: 90,
      render: (days: number, row) => (
        <Tooltip title={`Removed for good on ${formatDate(row.removalAt)}`}>
          <span>{days === 1 ? '1 day' : `${days} days`}</span>
        </Tooltip>
      ),
    },
    { title: 'Reason', dataIndex: 'reason', minWidth: 140, render: reasonCell },
    { title: 'Deleted by', dataIndex: 'deletedFromUser', minWidth: 95, render: deletedBy },
    { title: 'Gender', dataIndex: 'gender', minWidth: 80, render: genderCell },
    {
      title: 'Place',
      dataIndex: 'place',
      minWidth: 130,
      render: (place: string | null) => <Truncated text={place} max={TEXT_MAX} />,
    },
    { title: 'Joined (UTC)', dataIndex: 'createdAt', ...sortable('createdAt', params), ...dateTime },
    { title: 'Last login (UTC)', dataIndex: 'login', ...sortable('login', params), ...dateTime },
    detailsColumn<DeletedListItem>(show),
  ]);
}

/** Permanently Removed: only the deletion record is left (no personal data). */
export function removedColumns(params: DeletedListParams, show: Show): ColumnsType<RemovedListItem> {
  return withClasses<RemovedListItem>([
    { title: 'Reason', dataIndex: 'reason', key: 'reason', minWidth: 140, render: reasonCell },
    {
      title: 'Suggestion',
      dataIndex: 'userSuggestion',
      minWidth: 160,
      render: (text: string | null) => <Truncated text={text} max={TEXT_MAX} />,
    },
    {
      title: 'Comment',
      dataIndex: 'usersComment',
      minWidth: 160,
      render: (text: string | null) => <Truncated text={text} max={TEXT_MAX} />,
    },
    { title: 'Deleted by', dataIndex: 'deletedFromUser', minWidth: 95, render: deletedBy },
    { title: 'Deleted (UTC)', dataIndex: 'deletedAt', ...sortable('deletedAt', params), ...dateTime },
    { title: 'Removed (UTC)', dataIndex: 'purgedAt', ...sortable('purgedAt', params), ...dateTime },
    {
      title: 'Country',
      dataIndex: 'countryCode',
      minWidth: 80,
      render: (c: string | null) => c ?? EMPTY_CELL,
    },
    { title: 'Gender', dataIndex: 'gender', minWidth: 80, render: genderCell },
    {
      title: 'Days as member',
      dataIndex: 'daysAsMember',
      minWidth: 90,
      render: (days: number | null) => (days === null ? EMPTY_CELL : days),
    },
    detailsColumn<RemovedListItem>(show),
  ]);
}
