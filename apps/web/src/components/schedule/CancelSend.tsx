import { App, Button, Popconfirm } from 'antd';
import { scheduleMessages, type Done, type SendStatus } from '@orrery/contract';

/** A send not yet started (scheduled) or between its time zones (waiting) can still be cancelled. */
export const isCancellable = (status: SendStatus) => status === 'scheduled' || status === 'waiting';

/**
 * A history row's Cancel, confirmed first; the server's answer in a toast. A refusal is the client's error
 * toast, and the confirmation closes.
 */
export function CancelSend({ cancel }: { cancel: () => Promise<Done> }) {
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={scheduleMessages.cancelConfirm}
      okText="Cancel send"
      cancelText="Keep"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        cancel().then(
          (answer) => void message.success(answer.message),
          () => undefined,
        )
      }
    >
      <Button size="small" danger className="cancel-send" style={{ marginTop: 4 }}>
        Cancel
      </Button>
    </Popconfirm>
  );
}
