import { Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { cohortBadgeStyle } from './cohortColour';

export interface CohortCell {
  count: number;
  percentage: number;
}

export interface CohortRow {
  acquisitionDate: string;
  totalUsers: number;
  /** Day 0, Day 1, … after acquisition; null where that day has not come yet. */
  cells: (CohortCell | null)[];
}

interface CohortTableProps {
  rows: CohortRow[];
  loading?: boolean;
}

function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

function CohortCellView({ cell, totalUsers }: { cell: CohortCell; totalUsers: number }) {
  const style = cohortBadgeStyle(cell.percentage);
  return (
    <Tooltip
      title={
        <>
          <div>Total user count: {totalUsers.toLocaleString('en')}</div>
          <div>Retention (%): {formatPercent(cell.percentage)}</div>
        </>
      }
    >
      <span data-testid="cohort-cell" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <span>{cell.count.toLocaleString('en')}</span>
        <span
          data-testid="cohort-badge"
          style={{ ...style, padding: '0 6px', borderRadius: 4, border: '1px solid #d6e4ff' }}
        >
          {formatPercent(cell.percentage)}
        </span>
      </span>
    </Tooltip>
  );
}

/** Rows keyed by acquisition date, no paging: each cell a count and its coloured retention badge. */
export function CohortTable({ rows, loading }: CohortTableProps) {
  const periods = rows.reduce((most, row) => Math.max(most, row.cells.length), 0);
  const columns: ColumnsType<CohortRow> = [
    { title: 'Acquisition date', dataIndex: 'acquisitionDate', key: 'acquisitionDate', fixed: 'left' },
    {
      title: 'Total users',
      dataIndex: 'totalUsers',
      key: 'totalUsers',
      render: (value: number) => value.toLocaleString('en'),
    },
    ...Array.from({ length: periods }, (_, i) => ({
      title: `Day ${i}`,
      key: `day${i}`,
      render: (_: unknown, row: CohortRow) => {
        const cell = row.cells[i];
        return cell ? <CohortCellView cell={cell} totalUsers={row.totalUsers} /> : null;
      },
    })),
  ];
  return (
    <Table<CohortRow>
      data-testid="cohort-table"
      size="small"
      rowKey="acquisitionDate"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">No data available</Typography.Text> }}
    />
  );
}
