import { Typography } from 'antd';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { REASON_TEXT_CUT, type DeletionText } from '@orrery/contract';
import { FullTextCell } from '../../components/FullTextCell';
import { formatDateTime } from '../../lib/format';

export type DeletionTextKind = 'other' | 'feedback';

export const deletionTextTitles: Record<DeletionTextKind, string> = {
  other: 'Other Reason',
  feedback: 'User Feedbacks',
};

const modalTitles: Record<DeletionTextKind, string> = {
  other: "User's deletion text with other reason",
  feedback: "User's feedback",
};

/** What a purged member (its account gone for good) is called where its nickname was. */
export const PURGED_MEMBER = 'Purged member';

/** The deleted member's detail screen. */
export const deletedMemberPath = (id: string) => `/deleted/${encodeURIComponent(id)}`;

/** The deletion's text of the kind: the 'other' reason's text or the feedback. */
export const deletionTextOf = (kind: DeletionTextKind, row: DeletionText) =>
  (kind === 'other' ? row.usersComment : row.userSuggestion) ?? '';

/** The member by nickname, linking to the deleted member's screen; a purged one by that word, no link. */
function MemberCell({ row }: { row: DeletionText }) {
  if (row.nickName === null) return <Typography.Text type="secondary">{PURGED_MEMBER}</Typography.Text>;
  return <Link to={deletedMemberPath(row.user)}>{row.nickName}</Link>;
}

export function deletionTextColumns(kind: DeletionTextKind): ColumnsType<DeletionText> {
  return [
    { title: 'Member', key: 'member', width: 160, render: (_, row) => <MemberCell row={row} /> },
    {
      title: kind === 'other' ? 'Reason' : 'Feedback',
      key: 'text',
      render: (_, row) => (
        <FullTextCell text={deletionTextOf(kind, row)} max={REASON_TEXT_CUT} title={modalTitles[kind]} />
      ),
    },
    { title: 'Date', dataIndex: 'createdAt', width: 170, render: (at: string) => formatDateTime(at) },
  ];
}
