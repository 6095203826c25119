import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntry } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import { fieldChanges } from './changes';
import type { AuditListParams } from './listParams';

/** The Changes cell's width: the other columns fixed, the table fits a 1280-pixel window. */
const CHANGES_WIDTH = 270;
/** The fields shown in a row before "+N more" (the row's detail lists them all). */
const SHOWN_FIELDS = 3;

/** The changed fields, old → new, one a line. */
export function ChangeList({ entry, all = false }: { entry: AuditEntry; all?: boolean }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <Typography.Text type="secondary">No field changed</Typography.Text>;
  const shown = all ? changes : changes.slice(0, SHOWN_FIELDS);
  return (
    <div style={{ width: all ? undefined : CHANGES_WIDTH, overflowWrap: 'anywhere' }}>
      {shown.map(({ field, before, after }) => (
        <div key={field}>
          <Typography.Text strong>{field}</Typography.Text>: {before} → {after}
        </div>
      ))}
      {shown.length < changes.length && (
        <Typography.Text type="secondary">+{changes.length - shown.length} more</Typography.Text>
      )}
    </div>
  );
}

export function auditColumns(params: AuditListParams): ColumnsType<AuditEntry> {
  return [
    {
      title: 'When (UTC)',
      dataIndex: 'at',
      width: 150,
      ...sortable('at', params, 'descend'),
      render: formatDateTime,
    },
    { title: 'Admin', dataIndex: 'actorName', width: 110 },
    { title: 'Area', dataIndex: 'entity', width: 110 },
    { title: 'Action', dataIndex: 'action', width: 110 },
    {
      title: 'Record',
      dataIndex: 'entityId',
      width: 120,
      render: (id: string) => <Typography.Text copyable={{ text: id }}>{id.slice(0, 12)}</Typography.Text>,
    },
    { title: 'Changes', key: 'changes', render: (_, entry) => <ChangeList entry={entry} /> },
  ];
}
