import { Button, Flex, Typography } from 'antd';
import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';

export interface LoadFailedProps {
  /** What could not be loaded: "The list", "The chart". */
  what: string;
  /** The server's message (or the client's, when the server could not be reached). */
  reason?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A list or chart whose load failed: says so, with the reason and Retry, in place of its content (never
 * the empty state, which would say there is nothing when nothing could be read).
 */
export function LoadFailed({ what, reason, onRetry, retrying }: LoadFailedProps) {
  return (
    <Flex vertical align="center" gap={8} role="alert" style={{ padding: '24px 0' }}>
      <Typography.Text type="danger">
        <ExclamationCircleOutlined /> {what} could not be loaded.
      </Typography.Text>
      {reason && <Typography.Text type="secondary">{reason}</Typography.Text>}
      <Button icon={<ReloadOutlined />} onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Flex>
  );
}
