import { HEART_LABELS, type HeartLabel } from '@orrery/contract';
import { HEART_EDITABLE, setHeart, type Draft } from './draft';
import { CellNumber, labelOf, TableCard } from './TableCard';

interface Props {
  draft: Draft;
  onChange: (next: Draft) => void;
  disabled: boolean;
}

type Row = { label: HeartLabel; val1: number; val2: number };

/** Heart Logo: the chained bands; only the bounds that start a chain are typed in. */
export function HeartLogoTable({ draft, onChange, disabled }: Props) {
  const rows: Row[] = HEART_LABELS.map((label) => ({ label, ...draft.heartLogo[label] }));
  const bound = (row: Row, field: 'val1' | 'val2') =>
    HEART_EDITABLE[row.label] === field ? (
      <CellNumber
        label={`${labelOf(row.label)} ${field === 'val1' ? 'from' : 'to'}`}
        disabled={disabled}
        value={row[field]}
        onChange={(v) => onChange(setHeart(draft, row.label, v))}
      />
    ) : (
      row[field]
    );
  return (
    <TableCard
      title="Heart Logo"
      rows={rows}
      columns={[
        { title: 'Band', dataIndex: 'label', render: labelOf },
        { title: 'From %', key: 'val1', render: (_, row) => bound(row, 'val1') },
        { title: 'To %', key: 'val2', render: (_, row) => bound(row, 'val2') },
      ]}
    />
  );
}
