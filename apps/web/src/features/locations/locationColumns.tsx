import { Button, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LOCATION_TAGS_SHOWN, type Location } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import type { LocationListParams } from './listParams';

interface LocationColumnActions {
  onViewTags: (location: Location) => void;
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/** The tag cell shows up to 5 tags, then More... (which opens the tag viewer). */
function TagsCell({ location, onMore }: { location: Location; onMore: () => void }) {
  const shown = location.tag.slice(0, LOCATION_TAGS_SHOWN);
  return (
    <Space size={[4, 4]} wrap>
      {shown.map((tag) => (
        <Tag key={tag}>
          <Truncated text={tag} max={40} />
        </Tag>
      ))}
      {location.tag.length > LOCATION_TAGS_SHOWN && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onMore}>
          More...
        </Button>
      )}
    </Space>
  );
}

export function locationColumns(
  params: LocationListParams,
  { onViewTags, onEdit, onDelete }: LocationColumnActions,
): ColumnsType<Location> {
  return [
    {
      title: 'Key',
      dataIndex: 'key',
      ...sortable('key', params),
      render: (key: string) => <Truncated text={key} max={60} />,
    },
    {
      title: 'Tags',
      key: 'tag',
      render: (_, location) => <TagsCell location={location} onMore={() => onViewTags(location)} />,
    },
    { title: 'Update for', dataIndex: 'updateFor' },
    {
      title: 'Created (UTC)',
      dataIndex: 'createdAt',
      ...sortable('createdAt', params),
      render: formatDateTime,
    },
    {
      title: 'Modified (UTC)',
      dataIndex: 'modifiedAt',
      ...sortable('modifiedAt', params),
      render: formatDateTime,
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, location) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit location ${location.key}`}
            onClick={() => onEdit(location)}
          />
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Delete location ${location.key}`}
            onClick={() => onDelete(location)}
          />
        </Space>
      ),
    },
  ];
}
