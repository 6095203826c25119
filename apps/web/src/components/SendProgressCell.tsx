import type { ReactNode } from 'react';
import { Progress, Tag, Typography } from 'antd';
import { scheduleLabel, type SendMode, type SendStatus } from '@orrery/contract';
import { formatInZone } from '../lib/zonedFormat';

interface SendProgress {
  status: SendStatus;
  processedCount: number;
  totalUserCount: number;
  sendMode: SendMode;
  sendAt: string | null;
  timeZone: string | null;
  nextRunAt: string | null;
}

interface Props {
  row: SendProgress;
  /** The company's time zone, in which a waiting send's next time is shown (else UTC, said). */
  zone?: string;
  /** Under a scheduled or waiting send: its Cancel. */
  action?: ReactNode;
}

const note = { display: 'block', fontSize: 12 } as const;

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" className="schedule-note" style={note}>
      {children}
    </Typography.Text>
  );
}

/**
 * A push's or e-mail's progress in its history: scheduled (when), queued, sending (a bar), waiting for the
 * next time zones of a local-time send (when next), then done, failed or cancelled.
 */
export function SendProgressCell({ row, zone, action }: Props) {
  if (row.status === 'scheduled')
    return (
      <>
        <Tag color="blue">Scheduled</Tag>
        <Note>{scheduleLabel(row)}</Note>
        {action}
      </>
    );
  if (row.status === 'waiting')
    return (
      <>
        <Tag color="gold">Waiting for time zones</Tag>
        {row.nextRunAt && <Note>next at {formatInZone(row.nextRunAt, zone)}</Note>}
        {action}
      </>
    );
  // a scheduled send that ran or was cancelled still says for when it was
  const when = row.sendMode !== 'now' && <Note>{scheduleLabel(row)}</Note>;
  if (row.status === 'cancelled')
    return (
      <>
        <Tag>Cancelled</Tag>
        {when}
      </>
    );
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
  return (
    <>
      <Tag color={row.status === 'done' ? 'green' : 'red'}>{row.status}</Tag>
      {when}
    </>
  );
}
