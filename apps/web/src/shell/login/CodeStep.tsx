import { useState } from 'react';
import { Button, theme } from 'antd';
// antd's Input alone: its index brings Search, TextArea and OTP, which sign-in never shows
import Input from 'antd/es/input/Input';
import { SafetyOutlined } from '@ant-design/icons';
import { OTP_LENGTH, signInMessages, type VerifyOtpAnswer } from '@orrery/contract';
import { api, ApiError } from '../../api/client';
import { useStandaloneToasts } from '../StandaloneToasts';
import { saveSignIn } from '../../lib/session';
import { SignInField } from './SignInField';
import { useStepSubmit } from './useStepSubmit';

interface CodeStepProps {
  identifier: string;
  onSignedIn: () => void;
  onBack: () => void;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Step 2: the one-time code mailed after the password step. */
export function CodeStep({ identifier, onSignedIn, onBack }: CodeStepProps) {
  const message = useStandaloneToasts();
  const { token } = theme.useToken();
  const [otp, setOtp] = useState('');
  const { pending, submit } = useStepSubmit(
    () => (otp ? null : signInMessages.otpRequired),
    async () => {
      try {
        const answer = await api<VerifyOtpAnswer>('admin/verify-otp', {
          method: 'POST',
          body: { otp, identifier },
          auth: false,
          silent: true,
        });
        saveSignIn(answer.accessToken, answer.user);
        void message.success(signInMessages.otpVerified);
        onSignedIn();
      } catch (error) {
        const detail = error instanceof ApiError && error.status !== 0 ? `: ${error.message}` : '';
        void message.error(`${signInMessages.otpFailed}${detail}`);
      }
    },
  );

  return (
    <form onSubmit={submit}>
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>
        We sent a {OTP_LENGTH}-digit code to <strong>{identifier}</strong>.
      </p>
      {/* No HTML maxLength: a pasted "123 456" or "Code: 123456" keeps its digits, cut to 6 here. */}
      <SignInField id="otp" label="OTP" extra={<span id="otp-help">{OTP_LENGTH} digits</span>}>
        <Input
          id="otp"
          value={otp}
          onChange={(event) => setOtp(digitsOnly(event.target.value))}
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-describedby="otp-help"
          autoFocus
          size="large"
        />
      </SignInField>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        Verify
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        Use another account
      </Button>
    </form>
  );
}
