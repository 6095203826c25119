import { Button, Descriptions, Modal, Typography } from 'antd';
import type { LoginSession } from '@orrery/contract';
import { formatDateTime } from '../../lib/format';

interface TokenModalProps {
  session: LoginSession | null;
  onClose: () => void;
}

/** The token viewer: the token's fingerprint (never the token itself) and whose session it is. */
export function TokenModal({ session, onClose }: TokenModalProps) {
  return (
    <Modal
      title="Token"
      open={session !== null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {session && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Fingerprint">
            <Typography.Text code copyable data-testid="token-fingerprint">
              {session.token}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Admin">{`${session.user.nickName} (${session.user.identifier})`}</Descriptions.Item>
          <Descriptions.Item label="Token time (UTC)">{formatDateTime(session.tokenTime)}</Descriptions.Item>
          <Descriptions.Item label="Expires (UTC)">{formatDateTime(session.expiresAt)}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        The fingerprint identifies the token without revealing it.
      </Typography.Paragraph>
    </Modal>
  );
}
