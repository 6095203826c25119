import { useState } from 'react';
import { Card, Flex, Typography, theme } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { hasLiveSession } from '../../lib/session';
import { safeRedirect } from '../loginPath';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';

/** /login: shown alone. E-mail and password, then the one-time code; then back to the wanted page. */
export function LoginPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  if (identifier === null && hasLiveSession()) return <Navigate to={target} replace />;

  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', background: `linear-gradient(160deg, ${token.colorPrimaryBg}, #f5f5f5)` }}
    >
      <Card style={{ width: 400, boxShadow: token.boxShadowTertiary }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
          Orrery
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          {identifier === null ? 'Sign in to the back-office' : 'Enter your sign-in code'}
        </Typography.Paragraph>
        {identifier === null ? (
          <CredentialsStep
            initialEmail={lastEmail}
            onCodeSent={(email) => {
              setLastEmail(email);
              setIdentifier(email);
            }}
          />
        ) : (
          <CodeStep
            identifier={identifier}
            onSignedIn={() => void navigate(target, { replace: true })}
            onBack={() => setIdentifier(null)}
          />
        )}
      </Card>
    </Flex>
  );
}
