import type { ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';
import { sendKindLabel, type SendMode, type SendStatus } from '@orrery/contract';
import { formatDateTime } from '../lib/format';
import { ReachedCell } from './ReachedCell';
import { recipientsColumn } from './RecipientsDrawer';
import { SendProgressCell } from './SendProgressCell';

/** What a push's or an e-mail's history row holds for the columns they share. */
export interface SendRow {
  createdAt: string;
  status: SendStatus;
  processedCount: number;
  totalUserCount: number;
  successfullyReachCount: number;
  demoCount: number;
  /** Pushes only: recipients the frequency cap held back. */
  cappedCount?: number;
  kind: string;
  sendMode: SendMode;
  sendAt: string | null;
  timeZone: string | null;
  nextRunAt: string | null;
}

/** What the Progress cell adds to a scheduled send: its zone for times, its Cancel. */
export interface StatusOptions<Row> {
  /** The company's time zone. */
  zone?: string;
  /** A row's action under its status (Cancel), or nothing. */
  action?: (row: Row) => ReactNode;
}

/**
 * The columns Notification History and E-mail History share, each with the width it needs (a narrow window
 * moves the last columns of a table into the row's detail): Created, Progress, Reached, Recipients and Kind.
 * Progress is the status: a scheduled send's time and a waiting one's next time are shown there, with the
 * row's action, rather than in columns of their own.
 */
export function sendColumns<Row extends SendRow>(
  openRecipients: (row: Row) => void,
  status: StatusOptions<Row> = {},
) {
  // when the send was written: a scheduled one goes later (its time is under its Progress)
  const sent: ColumnType<Row> = {
    title: 'Created',
    dataIndex: 'createdAt',
    key: 'createdAt',
    className: 'cell-nowrap',
    minWidth: 140,
    render: (at: string) => formatDateTime(at),
  };
  const progress: ColumnType<Row> = {
    title: 'Progress',
    key: 'status',
    minWidth: 140,
    render: (_, row) => <SendProgressCell row={row} zone={status.zone} action={status.action?.(row)} />,
  };
  const reached: ColumnType<Row> = {
    title: 'Reached',
    key: 'reach',
    className: 'col-reach',
    minWidth: 120,
    render: (_, row) => (
      <ReachedCell
        reached={row.successfullyReachCount}
        total={row.totalUserCount}
        demo={row.demoCount}
        capped={row.cappedCount}
      />
    ),
  };
  const recipients: ColumnType<Row> = { ...recipientsColumn<Row>(openRecipients), minWidth: 110 };
  const kind: ColumnType<Row> = {
    title: 'Kind',
    dataIndex: 'kind',
    key: 'kind',
    className: 'col-kind',
    minWidth: 80,
    render: sendKindLabel,
  };
  return { sent, progress, reached, recipients, kind };
}
