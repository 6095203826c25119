import { Progress, Tag } from 'antd';
import type { SendStatus } from '@orrery/contract';

interface SendProgress {
  status: SendStatus;
  processedCount: number;
  totalUserCount: number;
}

/** A push's or e-mail's progress in its history: queued, sending (a bar), then done or failed. */
export function SendProgressCell({ row }: { row: SendProgress }) {
  if (row.status === 'queued') return <Tag>queued</Tag>;
  if (row.status === 'sending') {
    const percent = row.totalUserCount ? Math.floor((row.processedCount / row.totalUserCount) * 100) : 0;
    return (
      <Progress
        className="send-progress"
        percent={percent}
        size="small"
        status="active"
        style={{ width: 120 }}
      />
    );
  }
  return <Tag color={row.status === 'done' ? 'green' : 'red'}>{row.status}</Tag>;
}
