import type { ReactNode } from 'react';
import { Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { feedbackKindLabels, moderationTexts } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/format';
import { useFeedbackItem } from './api';
import { Attachments } from './Attachments';

interface FeedbackDetailProps {
  /** Shows the member who wrote it below the message (the page composes the member detail). */
  renderMember: (memberId: string) => ReactNode;
}

/** /feedback/{id}: one feedback message with its attachments, then its member. */
export function FeedbackDetail({ renderMember }: FeedbackDetailProps) {
  const { id = '' } = useParams();
  const { data: item, isPending, error } = useFeedbackItem(id);
  const back = { title: <Link to="/feedback">{moderationTexts.feedbackTitle}</Link> };
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !item)
    return (
      <Result
        status="warning"
        title={errorMessage(error)}
        extra={<Link to="/feedback">Back to {moderationTexts.feedbackTitle}</Link>}
      />
    );
  return (
    <>
      <PageHeader title={item.reason} breadcrumb={[back, { title: item.reason }]} />
      <Card className="feedback-card">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'reason', label: 'Reason', children: item.reason },
            {
              key: 'kind',
              label: 'Kind',
              children: (
                <Tag color={item.kind === 'bug_report' ? 'red' : 'blue'}>{feedbackKindLabels[item.kind]}</Tag>
              ),
            },
            { key: 'name', label: 'Name', children: item.nickName ?? moderationTexts.deletedUser },
            { key: 'email', label: 'Email', children: item.email },
            { key: 'created', label: 'Created', children: formatDateTime(item.createdAt) },
            { key: 'modified', label: 'Modified', children: formatDateTime(item.modifiedAt) },
            {
              key: 'app',
              label: 'App',
              children: [item.devicePlatform, item.appVersion].filter(Boolean).join(' ') || '—',
            },
          ]}
        />
        <Typography.Paragraph className="feedback-text" style={{ whiteSpace: 'pre-wrap', marginTop: 16 }}>
          {item.text}
        </Typography.Paragraph>
        <Attachments attachments={item.attachments} size={80} sayNone />
      </Card>
      {item.memberId && renderMember(item.memberId)}
    </>
  );
}
