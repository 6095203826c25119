import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { DEFAULT_CUT_CONTENT, type ContentKey } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { formatDateTime } from '../../lib/format';

const common: ColumnsType<ContentKey> = [
  { title: 'Category', dataIndex: 'category' },
  { title: 'Key', dataIndex: 'key' },
  {
    title: 'Default',
    dataIndex: 'base',
    render: (text: string) => <Truncated text={text} max={DEFAULT_CUT_CONTENT} />,
  },
  {
    title: 'Type',
    dataIndex: 'type',
    // the type by its name, and a function base's Dart function beside it
    render: (type: string, row) =>
      type === 'function_base' ? (
        <Space size={4} wrap>
          function_base
          <Tag color="purple">{row.functionName}</Tag>
        </Space>
      ) : (
        'static'
      ),
  },
];

/** Tabs 4 and 2: live keys, Unpublished tagged, with Edit and Delete. */
export function contentColumns(
  onEdit: (row: ContentKey) => void,
  onDelete: (row: ContentKey) => void,
): ColumnsType<ContentKey> {
  return [
    ...common,
    {
      title: 'Publish',
      dataIndex: 'publish',
      render: (on: boolean) => (on ? <Tag color="green">Published</Tag> : <Tag>Unpublished</Tag>),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.key}`}
            onClick={() => onEdit(row)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${row.key}`}
            onClick={() => onDelete(row)}
          />
        </Space>
      ),
    },
  ];
}

/** Tab 3: deleted keys, when, and Restore. */
export function deletedColumns(onRestore: (row: ContentKey) => void, busy: boolean): ColumnsType<ContentKey> {
  return [
    ...common,
    { title: 'Use', dataIndex: 'useFor' },
    { title: 'Deleted', dataIndex: 'deletedAt', render: (at: string | null) => formatDateTime(at) },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => (
        <Button size="small" icon={<UndoOutlined />} loading={busy} onClick={() => onRestore(row)}>
          Restore
        </Button>
      ),
    },
  ];
}
