import { Alert } from 'antd';
import type { Member } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';

/**
 * A deleted account (Pending Deletion): since when, until when its personal data is kept (the
 * retention period, then the purge removes it for good), and that it is read-only. A deleted account
 * cannot be restored, so no restore is offered.
 */
export function DeletedNotice({ member }: { member: Member }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="deleted-notice"
      title="This account is deleted"
      description={`Deleted on ${formatDateTime(member.deletedAt)} UTC. Its personal data is kept until ${formatDateTime(member.keptUntil)} UTC (the retention period), then removed for good. A deleted account is read-only: it cannot be edited.`}
      style={{ marginBottom: 16 }}
    />
  );
}
