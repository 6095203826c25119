import { App, Button, Form, Input, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { OTP_LENGTH, signInMessages, type VerifyOtpAnswer } from '@orrery/contract';
import { api, ApiError } from '../../api/client';
import { saveSignIn } from '../../lib/session';

interface CodeStepProps {
  identifier: string;
  onSignedIn: () => void;
  onBack: () => void;
}

const digitsOnly = (event: { target: { value: string } }) =>
  event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Step 2: the one-time code mailed after the password step. */
export function CodeStep({ identifier, onSignedIn, onBack }: CodeStepProps) {
  const { message } = App.useApp();
  const verify = useMutation({
    mutationFn: (otp: string) =>
      api<VerifyOtpAnswer>('admin/verify-otp', {
        method: 'POST',
        body: { otp, identifier },
        auth: false,
        silent: true,
      }),
    onSuccess: (answer) => {
      saveSignIn(answer.accessToken, answer.user);
      void message.success(signInMessages.otpVerified);
      onSignedIn();
    },
    onError: (error) => {
      const detail = error instanceof ApiError && error.status !== 0 ? `: ${error.message}` : '';
      void message.error(`${signInMessages.otpFailed}${detail}`);
    },
  });

  const submit = ({ otp = '' }: { otp?: string }) => {
    if (!otp) return void message.warning(signInMessages.otpRequired);
    verify.mutate(otp);
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Typography.Paragraph type="secondary">
        We sent a {OTP_LENGTH}-digit code to <Typography.Text strong>{identifier}</Typography.Text>.
      </Typography.Paragraph>
      {/* No HTML maxLength: a pasted "123 456" or "Code: 123456" keeps its digits, cut to 6 here. */}
      <Form.Item
        label="OTP"
        name="otp"
        getValueFromEvent={digitsOnly}
        extra={<span id="otp-help">{OTP_LENGTH} digits</span>}
      >
        <Input
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-describedby="otp-help"
          autoFocus
          size="large"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
        Verify
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        Use another account
      </Button>
    </Form>
  );
}
