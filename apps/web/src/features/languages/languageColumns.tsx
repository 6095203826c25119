import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { ENGLISH_KEY, type Language } from '@orrery/contract';

interface LanguageActions {
  onView: (row: Language) => void;
  onEdit: (row: Language) => void;
  onDelete: (row: Language) => void;
}

/** Tab 1: the languages with their published counts; View, Edit and Delete (no Delete for English). */
export function languageColumns({ onView, onEdit, onDelete }: LanguageActions): ColumnsType<Language> {
  return [
    { title: 'Language', dataIndex: 'language' },
    { title: 'Key', dataIndex: 'key' },
    { title: 'Country', dataIndex: 'country' },
    { title: 'ISO code', dataIndex: 'isoCode' },
    { title: 'Mobile key', dataIndex: 'mobileKey' },
    { title: 'Server published', dataIndex: 'serverPublish', align: 'right' },
    { title: 'Mobile published', dataIndex: 'mobilePublish', align: 'right' },
    { title: 'Total published', dataIndex: 'totalPublish', align: 'right' },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => (
        <Space>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onView(row)}>
            View
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.language}`}
            onClick={() => onEdit(row)}
          />
          {row.key !== ENGLISH_KEY && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${row.language}`}
              onClick={() => onDelete(row)}
            />
          )}
        </Space>
      ),
    },
  ];
}
