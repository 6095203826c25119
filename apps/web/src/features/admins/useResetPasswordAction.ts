import { App } from 'antd';
import { RESET_LINK_MINUTES, type Admin } from '@orrery/contract';
import { useResetAdminPassword } from './api';

/** Reset password after a confirmation dialog naming the admin; the toast carries the server's message. */
export function useResetPasswordAction() {
  const { message, modal } = App.useApp();
  const reset = useResetAdminPassword();

  return (admin: Pick<Admin, '_id' | 'nickName' | 'identifier'>) =>
    modal.confirm({
      title: `Reset the password of ${admin.nickName}?`,
      content:
        `A one-time link to set a new password, valid for ${RESET_LINK_MINUTES} minutes, is mailed to ` +
        `${admin.identifier}. Their password stays as it is until they use it; then all their sessions end.`,
      okText: 'Send reset link',
      onOk: () =>
        reset.mutateAsync(admin._id).then(
          (answer) => void message.success(answer.message),
          () => undefined,
        ),
    });
}
