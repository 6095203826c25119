import { Button, Flex, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  celebrityStatusLabels,
  celebrityTypeLabels,
  genderLabels,
  titleCase,
  type Celebrity,
  type CelebrityStatus,
  type CelebrityType,
  type Gender,
} from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { formatDate, formatDateTime } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import type { CelebrityListParams } from './listParams';

/** Celebrity names cut at 25 characters. */
export const NAME_MAX = 25;

const typeLabel = (type: string) => celebrityTypeLabels[type as CelebrityType] ?? titleCase(type);

interface ColumnOptions {
  /** Where a name leads: /celebrities or /newcelebrities. */
  base: string;
  v2: boolean;
  onDelete: (celebrity: Celebrity) => void;
  /** V2: publish or unPublish from the row. */
  onStatus: (celebrity: Celebrity, status: CelebrityStatus) => void;
}

export function celebrityColumns(
  params: CelebrityListParams,
  { base, v2, onDelete, onStatus }: ColumnOptions,
) {
  const columns: ColumnsType<Celebrity> = [
    {
      title: 'Name',
      dataIndex: 'fullName',
      fixed: 'left',
      ...sortable('fullName', params),
      render: (_, c) => (
        <Link to={`${base}/${c._id}`}>
          <Truncated text={c.fullName} max={NAME_MAX} />
        </Link>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'celebrity_type',
      ...sortable('celebrity_type', params),
      render: typeLabel,
    },
    { title: 'Gender', dataIndex: 'gender', render: (g: string) => genderLabels[g as Gender] ?? g },
    { title: 'Profession', dataIndex: 'profession', render: (p: string) => <Truncated text={p} max={30} /> },
    { title: 'Rodden', dataIndex: 'rodden', ...sortable('rodden', params) },
    { title: 'Jungian', dataIndex: 'jungian_type' },
    { title: 'Date of birth', dataIndex: 'dob', ...sortable('dob', params), render: formatDate },
    { title: 'Place of birth', dataIndex: 'pob', render: (p: string) => <Truncated text={p} max={30} /> },
    {
      title: 'Chart',
      dataIndex: 'hasChart',
      render: (has: boolean) => (has ? <Tag color="green">Computed</Tag> : <Tag>None</Tag>),
    },
    ...(v2
      ? [
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: string) => (
              <Tag color={status === 'publish' ? 'green' : 'red'}>
                {celebrityStatusLabels[status as CelebrityStatus] ?? status}
              </Tag>
            ),
          },
        ]
      : []),
    {
      title: 'Created (UTC)',
      dataIndex: 'createdAt',
      ...sortable('createdAt', params),
      render: formatDateTime,
    },
    {
      // kept in sight on the right while the other columns scroll sideways (a 1280 px window)
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, c) => (
        <Flex gap={4}>
          {v2 &&
            (c.status === 'publish' ? (
              <Button size="small" onClick={() => onStatus(c, 'unPublish')}>
                Unpublish
              </Button>
            ) : (
              <Button size="small" type="primary" ghost onClick={() => onStatus(c, 'publish')}>
                Publish
              </Button>
            ))}
          <Button
            danger
            type="text"
            aria-label={`Delete ${c.fullName}`}
            icon={<DeleteOutlined />}
            onClick={() => onDelete(c)}
          />
        </Flex>
      ),
    },
  ];
  return columns;
}
