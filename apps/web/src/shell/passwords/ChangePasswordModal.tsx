import { App, Form, Input, Typography, type FormInstance } from 'antd';
import {
  adminFormMessages,
  passwordLabels as labels,
  passwordMessages as m,
  passwordRuleHint,
  type ChangePasswordBody,
} from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { FormModal } from '../../components/FormOverlay';
import { confirmPasswordRules, newPasswordRules } from '../../lib/passwordRules';
import { useChangePassword } from './api';

interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

interface Values extends ChangePasswordBody {
  confirmPassword: string;
}

/** Which field a refusal of the server is about, so that it is shown there rather than in a toast. */
const fieldOf = (message: string): keyof Values | undefined =>
  message === m.currentWrong ? 'currentPassword' : message === m.sameAsCurrent ? 'newPassword' : undefined;

/** Change password (the header's account menu): current, new and confirmed; the other sessions end. */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { message } = App.useApp();
  const change = useChangePassword();

  const submit = ({ currentPassword, newPassword }: Values, form: FormInstance<Values>) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          void message.success(answer.message);
          onClose();
        },
        onError: (error) => {
          const text = errorMessage(error);
          const field = fieldOf(text);
          if (field) form.setFields([{ name: field, errors: [text] }]);
          else void message.error(text);
        },
      },
    );

  return (
    <FormModal<Values>
      record={open ? null : undefined}
      name="changePassword"
      title={() => 'Change password'}
      okText="Change password"
      confirmLoading={change.isPending}
      onClose={onClose}
      requiredMark={false}
      onFinish={(values, _record, form) => submit(values, form)}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">
            Your other sessions are signed out once the password is changed; this one stays signed in.
          </Typography.Paragraph>
          <Form.Item
            label={labels.current}
            name="currentPassword"
            rules={[{ required: true, message: m.currentRequired }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item
            label={labels.new}
            name="newPassword"
            extra={passwordRuleHint}
            dependencies={['currentPassword']}
            rules={[
              ...newPasswordRules('The new password', m.newRequired),
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value !== getFieldValue('currentPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(m.sameAsCurrent)),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={labels.confirm}
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={confirmPasswordRules('newPassword', m.confirmRequired, adminFormMessages.passwordMismatch)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
