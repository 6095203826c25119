import { Card, InputNumber, Table, type TableColumnsType } from 'antd';

interface TableCardProps<Row> {
  title: string;
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
}

/** One of the page's small tables of a set: a titled card, one row a label, no paging. */
export function TableCard<Row extends { label: string }>({ title, rows, columns }: TableCardProps<Row>) {
  return (
    <Card title={title} size="small">
      <Table<Row> size="small" pagination={false} rowKey="label" columns={columns} dataSource={[...rows]} />
    </Card>
  );
}

/** The row labels of the set's tables as the page shows them. */
const LABELS: Record<string, string> = {
  veryHigh: 'Very high',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  veryLow: 'Very low',
};
export const labelOf = (label: string) => LABELS[label] ?? label;

/** An InputNumber's value as the draft keeps it: a number, or null when cleared. */
export const numberOrNull = (v: number | string | null) => (typeof v === 'number' ? v : null);

interface CellNumberProps {
  /** The accessible name: row and column ("High Connection"). */
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  max?: number;
  step?: number;
}

/** A number typed into one cell of these tables. */
export function CellNumber({ label, value, onChange, disabled, max = 100, step = 1 }: CellNumberProps) {
  return (
    <InputNumber
      aria-label={label}
      size="small"
      style={{ width: 64 }}
      min={0}
      max={max}
      step={step}
      disabled={disabled}
      value={value}
      onChange={(v) => onChange(numberOrNull(v))}
    />
  );
}
