import { App } from 'antd';
import type { Admin } from '@orrery/contract';
import { useDeleteAdmin } from './api';

/** Delete after a confirmation dialog; the toast carries the server's message. */
export function useDeleteAdminAction(onDeleted: () => void) {
  const { message, modal } = App.useApp();
  const remove = useDeleteAdmin();

  return (admin: Pick<Admin, '_id' | 'nickName'>) =>
    modal.confirm({
      title: 'Delete this admin?',
      content: `${admin.nickName} will no longer be able to sign in. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(admin._id).then(
          (answer) => {
            void message.success(answer.message);
            onDeleted();
          },
          () => undefined,
        ),
    });
}
