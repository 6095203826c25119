import { useState } from 'react';
import { Button } from 'antd';
// antd's input parts one by one: its Input index brings Search, TextArea and OTP, which sign-in never shows
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { signInMessages, type AdminLoginAnswer, type AdminLoginBody } from '@orrery/contract';
import { api } from '../../api/client';
import { useStandaloneToasts } from '../StandaloneToasts';
import { mayEnter } from '../../lib/session';
import { SignInField } from './SignInField';
import { useStepSubmit } from './useStepSubmit';

interface CredentialsStepProps {
  initialEmail: string;
  /** The password was accepted and a code is on its way to this address. */
  onCodeSent: (identifier: string) => void;
}

/** Step 1: e-mail and password. Empty fields warn with a toast each. */
export function CredentialsStep({ initialEmail, onCodeSent }: CredentialsStepProps) {
  const message = useStandaloneToasts();
  const [identifier, setIdentifier] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { pending, submit } = useStepSubmit(
    () => {
      if (!identifier.trim()) return signInMessages.emailRequired;
      return password ? null : signInMessages.passwordRequired;
    },
    async () => {
      const body: AdminLoginBody = { identifier: identifier.trim(), password };
      try {
        // a refusal is toasted by the API client
        const answer = await api<AdminLoginAnswer>('admin/admin-login', {
          method: 'POST',
          body,
          auth: false,
        });
        if (!mayEnter(answer.user)) return void message.warning(signInMessages.noPermission);
        void message.success(signInMessages.loginSuccess);
        onCodeSent(body.identifier);
      } catch {
        // shown already
      }
    },
  );

  return (
    <form onSubmit={submit}>
      <SignInField id="identifier" label="Email">
        <Input
          id="identifier"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          prefix={<MailOutlined />}
          type="email"
          autoComplete="username"
          autoFocus
          size="large"
        />
      </SignInField>
      <SignInField id="password" label="Password">
        <Password
          id="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
        />
      </SignInField>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        Sign in
      </Button>
    </form>
  );
}
