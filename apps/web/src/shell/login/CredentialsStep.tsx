import { App, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { signInMessages, type AdminLoginAnswer, type AdminLoginBody } from '@orrery/contract';
import { api } from '../../api/client';
import { mayEnter } from '../../lib/session';

interface CredentialsStepProps {
  initialEmail: string;
  /** The password was accepted and a code is on its way to this address. */
  onCodeSent: (identifier: string) => void;
}

/** Step 1: e-mail and password. Empty fields warn with a toast each. */
export function CredentialsStep({ initialEmail, onCodeSent }: CredentialsStepProps) {
  const { message } = App.useApp();
  const signIn = useMutation({
    mutationFn: (body: AdminLoginBody) =>
      api<AdminLoginAnswer>('admin/admin-login', { method: 'POST', body, auth: false }),
    onSuccess: (answer, body) => {
      if (!mayEnter(answer.user)) {
        void message.warning(signInMessages.noPermission);
        return;
      }
      void message.success(signInMessages.loginSuccess);
      onCodeSent(body.identifier);
    },
  });

  const submit = ({ identifier = '', password = '' }: Partial<AdminLoginBody>) => {
    if (!identifier.trim()) return void message.warning(signInMessages.emailRequired);
    if (!password) return void message.warning(signInMessages.passwordRequired);
    signIn.mutate({ identifier: identifier.trim(), password });
  };

  return (
    <Form
      layout="vertical"
      onFinish={submit}
      initialValues={{ identifier: initialEmail }}
      requiredMark={false}
    >
      <Form.Item label="Email" name="identifier">
        <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        Sign in
      </Button>
    </Form>
  );
}
