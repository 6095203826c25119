import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { feedbackKindLabels, moderationCuts, type FeedbackItem, type FeedbackKind } from '@orrery/contract';
import { FullTextCell } from '../../components/FullTextCell';
import { Truncated } from '../../components/Truncated';
import { formatDateTime } from '../../lib/format';
import { Attachments } from './Attachments';

const plain = (title: string, key: keyof FeedbackItem) => ({
  title,
  dataIndex: key,
  key,
  className: `col-${key}`,
});

/** The Feedback list: nickName, e-mail, reason (subject), dates, text and attachments. */
export const feedbackColumns: ColumnsType<FeedbackItem> = [
  {
    ...plain('Name', 'nickName'),
    fixed: 'left',
    render: (name: string | null, row) => (
      <Link to={`/feedback/${row._id}`}>
        <Truncated text={name ?? row.email} max={moderationCuts.feedbackName} />
      </Link>
    ),
  },
  {
    ...plain('Email', 'email'),
    render: (email: string) => <Truncated text={email} max={moderationCuts.feedbackEmail} />,
  },
  {
    ...plain('Reason', 'reason'),
    render: (reason: string) => <Truncated text={reason} max={moderationCuts.feedbackEmail} />,
  },
  {
    ...plain('Kind', 'kind'),
    render: (kind: FeedbackKind) => (
      <Tag color={kind === 'bug_report' ? 'red' : 'blue'}>{feedbackKindLabels[kind]}</Tag>
    ),
  },
  { ...plain('Created', 'createdAt'), render: (at: string) => formatDateTime(at) },
  { ...plain('Modified', 'modifiedAt'), render: (at: string) => formatDateTime(at) },
  {
    ...plain('Text', 'text'),
    width: 360,
    render: (text: string, row) => (
      <FullTextCell text={text} max={moderationCuts.feedbackText} title={row.reason} />
    ),
  },
  {
    ...plain('Attachments', 'attachments'),
    render: (files: FeedbackItem['attachments']) => <Attachments attachments={files} />,
  },
];
