import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { LoginSession } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { formatDateTime } from '../../lib/format';
import { truncate } from '../../lib/truncate';
import { sortable } from '../../lib/list/sort';
import type { SessionListParams } from './listParams';

/** Token cells cut at 100 characters. */
export const TOKEN_MAX = 100;
const CELL_MAX = 100;

interface SessionColumnActions {
  onViewToken: (session: LoginSession) => void;
  onDelete: (session: LoginSession) => void;
}

export function sessionColumns(
  params: SessionListParams,
  { onViewToken, onDelete }: SessionColumnActions,
): ColumnsType<LoginSession> {
  return [
    {
      title: 'Admin',
      key: 'user',
      minWidth: 200,
      render: (_, { user, current }) => (
        <Space direction="vertical" size={0}>
          <Space size={6} wrap>
            <Typography.Text strong>
              <Truncated text={user.nickName} max={40} />
            </Typography.Text>
            {current && <Tag color="green">This session</Tag>}
          </Space>
          <Typography.Text type="secondary">
            <Truncated text={user.identifier} max={CELL_MAX} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Token time (UTC)',
      dataIndex: 'tokenTime',
      minWidth: 110,
      ...sortable('tokenTime', params),
      render: formatDateTime,
    },
    {
      title: 'Last seen (UTC)',
      dataIndex: 'lastSeenAt',
      minWidth: 110,
      ...sortable('lastSeenAt', params),
      render: formatDateTime,
    },
    { title: 'Expires (UTC)', dataIndex: 'expiresAt', minWidth: 110, render: formatDateTime },
    {
      title: 'IP',
      dataIndex: 'ip',
      minWidth: 120,
      ...sortable('ip', params),
      render: (ip: string) => <Truncated text={ip} max={CELL_MAX} />,
    },
    {
      title: 'Browser',
      dataIndex: 'browser',
      minWidth: 160,
      render: (browser: string) => <Truncated text={browser} max={CELL_MAX} />,
    },
    {
      title: 'Token',
      dataIndex: 'token',
      minWidth: 200,
      render: (token: string, session) => (
        <Tooltip title="View token">
          <Button
            type="link"
            // the token breaks anywhere inside its column (it has no spaces) instead of widening the table
            style={{
              padding: 0,
              fontFamily: 'monospace',
              whiteSpace: 'normal',
              height: 'auto',
              textAlign: 'start',
            }}
            onClick={() => onViewToken(session)}
          >
            {truncate(token, TOKEN_MAX)}
          </Button>
        </Tooltip>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      minWidth: 70,
      render: (_, session) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete session of ${session.user.nickName}`}
          onClick={() => onDelete(session)}
        />
      ),
    },
  ];
}
