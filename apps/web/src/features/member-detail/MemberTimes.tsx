import { Flex, Typography, theme } from 'antd';
import type { Member } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';

/** Joined, Last Edited, Last Login, Last Active and Last Admin Modify, DD-MMM-YYYY HH:mm in UTC. */
export function MemberTimes({ member }: { member: Member }) {
  const { token } = theme.useToken();
  const items = [
    { key: 'joined', label: 'Joined', children: formatDateTime(member.createdAt) },
    { key: 'edited', label: 'Last Edited', children: formatDateTime(member.modifiedAt) },
    { key: 'login', label: 'Last Login', children: formatDateTime(member.login) },
    { key: 'active', label: 'Last Active', children: formatDateTime(member.activeDate) },
    {
      key: 'admin',
      label: 'Last Admin Modify',
      children: member.adminModifiedAtDate
        ? `${formatDateTime(member.adminModifiedAtDate)}${member.adminModifiedBy ? ` by ${member.adminModifiedBy}` : ''}`
        : formatDateTime(null),
    },
  ];
  // one row from 1280 px: each time is its label over its value, and a value never wraps
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Times (UTC)
      </Typography.Title>
      <Flex
        wrap
        style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
      >
        {items.map((item) => (
          <div
            key={item.key}
            data-testid="time-item"
            style={{
              flex: '1 0 auto',
              padding: '8px 16px',
              borderRight: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {item.label}
            </Typography.Text>
            <span style={{ whiteSpace: 'nowrap' }}>{item.children}</span>
          </div>
        ))}
      </Flex>
    </div>
  );
}
