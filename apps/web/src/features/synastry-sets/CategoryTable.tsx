import { CATEGORY_MAX, type CategoryRow } from '@orrery/contract';
import { categoryPercent, setCategory, type CategoryField, type Draft } from './draft';
import { CellNumber, labelOf, TableCard } from './TableCard';

interface Props {
  draft: Draft;
  onChange: (next: Draft) => void;
  disabled: boolean;
}

const COLUMNS: { field: CategoryField; title: string }[] = [
  { field: 'val1', title: 'Communication' },
  { field: 'val2', title: 'Connection' },
  { field: 'val3', title: 'Energy' },
  { field: 'val4', title: 'Stability' },
];

/** Synastry Category Text: thresholds 0–4 with their percentage, the first row fixed at 4. */
export function CategoryTable({ draft, onChange, disabled }: Props) {
  const rows = draft.synastryCategory.map((r, index) => ({ ...r, index }));
  const cell = (row: CategoryRow & { index: number }, field: CategoryField, title: string) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      <CellNumber
        label={`${labelOf(row.label)} ${title}`}
        max={Infinity}
        step={0.25}
        disabled={disabled || row.index === 0}
        value={row[field]}
        onChange={(v) => onChange(setCategory(draft, row.index, field, v))}
      />{' '}
      {categoryPercent(Math.min(CATEGORY_MAX, row[field]))}%
    </span>
  );
  return (
    <TableCard
      title="Synastry Category Text"
      rows={rows}
      columns={[
        { title: 'Category', dataIndex: 'label', render: labelOf },
        ...COLUMNS.map(({ field, title }) => ({
          title,
          key: field,
          render: (_: unknown, row: (typeof rows)[number]) => cell(row, field, title),
        })),
      ]}
    />
  );
}
