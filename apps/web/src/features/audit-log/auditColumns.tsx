import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntry } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import { ChangeList } from '../../components/history/ChangeList';
import type { AuditListParams } from './listParams';

export function auditColumns(params: AuditListParams): ColumnsType<AuditEntry> {
  return [
    {
      title: 'When (UTC)',
      dataIndex: 'at',
      width: 170,
      // a date and time, or an id, read as one piece: never broken over two lines
      className: 'cell-nowrap',
      ...sortable('at', params, 'descend'),
      render: formatDateTime,
    },
    { title: 'Admin', dataIndex: 'actorName', width: 110 },
    { title: 'Area', dataIndex: 'entity', width: 110 },
    { title: 'Action', dataIndex: 'action', width: 110 },
    {
      title: 'Record',
      dataIndex: 'entityId',
      width: 150,
      className: 'cell-nowrap',
      render: (id: string) => <Typography.Text copyable={{ text: id }}>{id.slice(0, 12)}</Typography.Text>,
    },
    { title: 'Changes', key: 'changes', render: (_, entry) => <ChangeList entry={entry} /> },
  ];
}
