import type { GmRow } from '@orrery/contract';
import { setVersusGm, type Draft } from './draft';
import { CellNumber, TableCard } from './TableCard';

interface Props {
  draft: Draft;
  onChange: (next: Draft) => void;
  disabled: boolean;
}

/** Synastry vs. GM: how much synastry and guna milan weigh in the total score. */
export function VersusGmTable({ draft, onChange, disabled }: Props) {
  const rows = draft.synastryVsGm.map((r, index) => ({ ...r, index }));
  const input = (row: GmRow & { index: number }, field: 'val1' | 'val2', title: string) => (
    <CellNumber
      label={`${row.label} ${title}`}
      disabled={disabled}
      value={row[field]}
      onChange={(v) => onChange(setVersusGm(draft, row.index, field, v))}
    />
  );
  return (
    <TableCard
      title="Synastry vs. GM"
      rows={rows}
      columns={[
        { title: '', dataIndex: 'label' },
        { title: 'Synastry %', key: 'val1', render: (_, row) => input(row, 'val1', 'Synastry') },
        { title: 'Guna milan %', key: 'val2', render: (_, row) => input(row, 'val2', 'Guna milan') },
      ]}
    />
  );
}
