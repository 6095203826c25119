import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import {
  adminFormMessages,
  passwordLabels as labels,
  passwordMessages as m,
  passwordRuleHint,
} from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { useStandaloneToasts } from '../StandaloneToasts';
import { clearSignIn, getStoredUser } from '../../lib/session';
import { confirmPasswordRules, newPasswordRules } from '../../lib/passwordRules';
import { SignInFrame } from '../login/SignInFrame';
import { useResetLink, useSetPassword } from './api';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/** The link's token, from the address's fragment (`#token=…`): a fragment never reaches a server or its log. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /reset-password#token=…, shown alone and without sign-in: the page a superadmin's reset link opens. A new
 * password (twice), then sign-in as usual (password and one-time code). An expired, used or unknown link
 * says so and leads to sign-in.
 */
export function ResetPasswordPage() {
  const message = useStandaloneToasts();
  const navigate = useNavigate();
  const token = tokenOf(useLocation().hash);
  const link = useResetLink(token);
  const save = useSetPassword();
  const [refusal, setRefusal] = useState<string | null>(null);

  const toSignIn = (
    <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
      Go to sign in
    </Button>
  );

  if (!token || link.isError) {
    const reason = token ? errorMessage(link.error) : m.linkUnknown;
    return (
      <SignInFrame subtitle="Set a new password">
        <Result status="warning" title="This link cannot be used" subTitle={reason} extra={toSignIn} />
      </SignInFrame>
    );
  }
  if (!link.data) {
    return (
      <SignInFrame subtitle="Set a new password">
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      </SignInFrame>
    );
  }

  const { identifier, nickName } = link.data;
  const submit = ({ newPassword }: Values) =>
    save.mutate(
      { token, newPassword },
      {
        onSuccess: (answer) => {
          // this browser's own session of the admin, if any, has just ended with the others
          if (getStoredUser()?.identifier === identifier) clearSignIn();
          void message.success(answer.message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );

  return (
    <SignInFrame subtitle="Set a new password">
      <Typography.Paragraph>
        For <Typography.Text strong>{nickName}</Typography.Text> ({identifier}). Every session of this account
        is signed out; then sign in with the new password and a one-time code.
      </Typography.Paragraph>
      {refusal && (
        <Alert type="error" showIcon title={refusal} action={toSignIn} style={{ marginBottom: 16 }} />
      )}
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={labels.new}
          name="newPassword"
          extra={passwordRuleHint}
          rules={newPasswordRules('The new password', m.newRequired)}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          label={labels.confirm}
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={confirmPasswordRules('newPassword', m.confirmRequired, adminFormMessages.passwordMismatch)}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={save.isPending}>
          Set password
        </Button>
      </Form>
    </SignInFrame>
  );
}
