import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signInMessages } from '@orrery/contract';
import { hasLiveSession } from '../../lib/session';
import { isLoginNotice, safeRedirect } from '../loginPath';
import { useStandaloneToasts } from '../StandaloneToasts';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { prefetchScreen } from './prefetchScreen';
import { SignInFrame } from './SignInFrame';

/** /login: shown alone. E-mail and password, then the one-time code; then back to the wanted page. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const toasts = useStandaloneToasts();
  const sessionEnded = isLoginNotice(useLocation().state);
  useEffect(() => {
    if (sessionEnded) void toasts.warning({ content: signInMessages.sessionExpired, key: 'session-expired' });
  }, [sessionEnded, toasts]);

  if (identifier === null && hasLiveSession()) return <Navigate to={target} replace />;

  return (
    <SignInFrame subtitle={identifier === null ? 'Sign in to the back-office' : 'Enter your sign-in code'}>
      {identifier === null ? (
        <CredentialsStep
          initialEmail={lastEmail}
          onCodeSent={(email) => {
            setLastEmail(email);
            setIdentifier(email);
            prefetchScreen(target);
          }}
        />
      ) : (
        <CodeStep
          identifier={identifier}
          onSignedIn={() => void navigate(target, { replace: true })}
          onBack={() => setIdentifier(null)}
        />
      )}
    </SignInFrame>
  );
}
