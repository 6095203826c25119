import { Descriptions } from 'antd';
import type { Member } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';

/** Joined, Last Edited, Last Login, Last Active and Last Admin Modify, DD-MMM-YYYY HH:mm in UTC. */
export function MemberTimes({ member }: { member: Member }) {
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
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3, xl: 5 }}
      items={items}
      style={{ marginBottom: 16 }}
      title="Times (UTC)"
    />
  );
}
