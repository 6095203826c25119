import { Table, Typography, type TableColumnsType } from 'antd';
import { trendReportMessages as m, type TrendEventRow } from '@orrery/contract';
import { EMPTY_CELL, formatDateTime } from '../../lib/format';

const days = (n: number | null) => (n === null ? EMPTY_CELL : `${n} ${n === 1 ? 'day' : 'days'}`);

const columns: TableColumnsType<TrendEventRow> = [
  {
    title: 'Name',
    dataIndex: 'name',
    render: (name: string, row) => (
      <>
        <Typography.Text code>{name}</Typography.Text>
        {row.title !== name && <div>{row.title}</div>}
      </>
    ),
  },
  {
    title: 'Text',
    dataIndex: 'text',
    render: (text: string | null) => text ?? <Typography.Text type="secondary">{m.noText}</Typography.Text>,
  },
  {
    title: 'Intensity',
    dataIndex: 'intensity',
    render: (v: number | null, row) => (
      <>
        {v ?? EMPTY_CELL}
        {row.scenario && (
          <div>
            <Typography.Text type="secondary">{row.scenario}</Typography.Text>
          </div>
        )}
      </>
    ),
  },
  { title: 'Phase', dataIndex: 'phase', render: (phase: string, row) => `${phase} ${row.momentum}%` },
  { title: 'Duration', dataIndex: 'duration', render: days },
  {
    title: 'Peak time',
    dataIndex: 'peakTime',
    render: (v: string | null) => (v ? formatDateTime(v) : EMPTY_CELL),
  },
];

/** The test report's events (one astro event row each), strongest first as the server sent them. */
export function EventsTable({ events }: { events: Record<string, TrendEventRow> }) {
  return (
    <Table<TrendEventRow>
      rowKey="name"
      size="small"
      columns={columns}
      dataSource={Object.values(events)}
      pagination={false}
      scroll={{ x: 900 }}
    />
  );
}
