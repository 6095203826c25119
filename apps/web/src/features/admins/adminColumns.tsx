import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { adminTypeLabels, isAdminType, type Admin } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { formatDateTime, genderCell } from '../../lib/format';
import { sortable } from '../../lib/list/sort';
import type { AdminListParams } from './listParams';

/** Admin names cut at 40 characters, other admin cells at 100. */
export const NAME_MAX = 40;
export const CELL_MAX = 100;

export function adminColumns(params: AdminListParams): ColumnsType<Admin> {
  return [
    {
      title: 'Name',
      dataIndex: 'nickName',
      ...sortable('nickName', params),
      render: (_, admin) => (
        <Link to={`/admin/${admin._id}`}>
          <Truncated text={admin.nickName} max={NAME_MAX} />
        </Link>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'identifier',
      ...sortable('identifier', params),
      render: (email: string) => <Truncated text={email} max={CELL_MAX} />,
    },
    {
      title: 'User Type',
      dataIndex: 'user_type',
      ...sortable('user_type', params),
      render: (type: string) => (
        <Tag color={type === 'superadmin' ? 'purple' : 'blue'}>
          {isAdminType(type) ? adminTypeLabels[type] : type}
        </Tag>
      ),
    },
    { title: 'Gender', dataIndex: 'gender', render: genderCell },
    {
      title: 'Profession',
      dataIndex: 'profession',
      render: (profession: string | null) => <Truncated text={profession} max={CELL_MAX} />,
    },
    {
      title: 'Created (UTC)',
      dataIndex: 'createdAt',
      ...sortable('createdAt', params),
      render: formatDateTime,
    },
    {
      title: 'Last login (UTC)',
      dataIndex: 'lastLoginAt',
      ...sortable('lastLoginAt', params),
      render: formatDateTime,
    },
  ];
}
