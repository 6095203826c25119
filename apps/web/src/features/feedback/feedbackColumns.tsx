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

/**
 * The Feedback list, what matters first (the table fits its width and moves the last columns that do not
 * fit into each row's detail): name, subject, the text, kind, created, e-mail, attachments, modified.
 */
export const feedbackColumns: ColumnsType<FeedbackItem> = [
  {
    ...plain('Name', 'nickName'),
    minWidth: 140,
    fixed: 'left',
    render: (name: string | null, row) => (
      <Link to={`/feedback/${row._id}`}>
        <Truncated text={name ?? row.email} max={moderationCuts.feedbackName} />
      </Link>
    ),
  },
  {
    ...plain('Reason', 'reason'),
    minWidth: 160,
    render: (reason: string) => <Truncated text={reason} max={moderationCuts.feedbackEmail} />,
  },
  {
    ...plain('Text', 'text'),
    minWidth: 300,
    render: (text: string, row) => (
      <FullTextCell text={text} max={moderationCuts.feedbackText} title={row.reason} />
    ),
  },
  {
    ...plain('Kind', 'kind'),
    minWidth: 100,
    render: (kind: FeedbackKind) => (
      <Tag color={kind === 'bug_report' ? 'red' : 'blue'}>{feedbackKindLabels[kind]}</Tag>
    ),
  },
  { ...plain('Created', 'createdAt'), minWidth: 150, render: (at: string) => formatDateTime(at) },
  {
    ...plain('Email', 'email'),
    minWidth: 200,
    render: (email: string) => <Truncated text={email} max={moderationCuts.feedbackEmail} />,
  },
  {
    ...plain('Attachments', 'attachments'),
    minWidth: 160,
    render: (files: FeedbackItem['attachments']) => <Attachments attachments={files} />,
  },
  { ...plain('Modified', 'modifiedAt'), minWidth: 150, render: (at: string) => formatDateTime(at) },
];
