import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/client';
import { formatDateTime } from '../../lib/format';
import { useAuditChain } from './api';

/**
 * Whether the audit log's hash chain holds (every change sealed after the one before, none altered or
 * removed), checked when the screen opens and again on Check again; a failed check is said as such.
 */
export function ChainStatus() {
  const chain = useAuditChain();
  const again = (
    <Button
      size="small"
      icon={<ReloadOutlined />}
      loading={chain.isFetching}
      onClick={() => void chain.refetch()}
    >
      Check again
    </Button>
  );
  if (chain.isPending)
    return (
      <Alert type="info" showIcon title="Checking the audit log's chain…" style={{ marginBottom: 16 }} />
    );
  if (chain.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title="The audit log's chain could not be checked."
        description={errorMessage(chain.error)}
        action={again}
        style={{ marginBottom: 16 }}
      />
    );
  const { holds, message, brokenAt, checkedAt } = chain.data;
  return (
    <Alert
      type={holds ? 'success' : 'error'}
      showIcon
      role={holds ? 'status' : 'alert'}
      title={message}
      description={
        <>
          {brokenAt &&
            `First change out of the chain: #${brokenAt.seq} of ${formatDateTime(brokenAt.at)} UTC. `}
          Checked at {formatDateTime(checkedAt)} UTC.
        </>
      }
      action={again}
      style={{ marginBottom: 16 }}
    />
  );
}
