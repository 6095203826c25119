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
      minWidth: 160,
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
      minWidth: 110,
      ...sortable('celebrity_type', params),
      render: typeLabel,
    },
    ...(v2
      ? [
          {
            title: 'Status',
            dataIndex: 'status',
            minWidth: 120,
            render: (status: string) => (
              <Tag color={status === 'publish' ? 'green' : 'red'}>
                {celebrityStatusLabels[status as CelebrityStatus] ?? status}
              </Tag>
            ),
          },
        ]
      : []),
    {
      title: 'Date of birth',
      dataIndex: 'dob',
      minWidth: 110,
      ...sortable('dob', params),
      render: formatDate,
    },
    { title: 'Rodden', dataIndex: 'rodden', minWidth: 90, ...sortable('rodden', params) },
    {
      title: 'Created (UTC)',
      dataIndex: 'createdAt',
      minWidth: 110,
      ...sortable('createdAt', params),
      render: formatDateTime,
    },
    {
      title: 'Gender',
      dataIndex: 'gender',
      minWidth: 80,
      render: (g: string) => genderLabels[g as Gender] ?? g,
    },
    {
      title: 'Profession',
      dataIndex: 'profession',
      minWidth: 150,
      render: (p: string) => <Truncated text={p} max={30} />,
    },
    {
      title: 'Chart',
      dataIndex: 'hasChart',
      minWidth: 110,
      render: (has: boolean) => (has ? <Tag color="green">Computed</Tag> : <Tag>None</Tag>),
    },
    { title: 'Jungian', dataIndex: 'jungian_type', minWidth: 80 },
    {
      title: 'Place of birth',
      dataIndex: 'pob',
      minWidth: 160,
      render: (p: string) => <Truncated text={p} max={30} />,
    },
    {
      // always in view: the columns that do not fit move into the row's detail instead
      title: 'Action',
      key: 'action',
      fixed: 'right',
      minWidth: v2 ? 150 : 60,
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
