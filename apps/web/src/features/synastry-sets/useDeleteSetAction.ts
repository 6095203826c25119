import { App } from 'antd';
import { synastrySetMessages as m, type SynastrySet } from '@orrery/contract';
import { useDeleteSet } from './api';

/** Delete after a confirmation (Yes, No); the toast carries the server's message. */
export function useDeleteSetAction(me: string, onDeleted: () => void) {
  const { message, modal } = App.useApp();
  const remove = useDeleteSet();
  return (set: Pick<SynastrySet, '_id' | 'user'>) =>
    modal.confirm({
      title: m.deleteConfirm,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ ...set, me }).then(
          (answer) => {
            void message.success(answer.message);
            onDeleted();
          },
          () => undefined,
        ),
    });
}
