import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInMessages } from '@orrery/contract';
import { json, stubFetch } from '../../lib/testing/queryHooks';
import { renderScreen } from '../../lib/testing/renderScreen';
import { StandaloneToasts } from '../StandaloneToasts';
import { LoginPage } from './LoginPage';

const admin = {
  _id: 'a1',
  nickName: 'Ana',
  identifier: 'ana@example.com',
  user_type: 'admin',
  roles: ['admin'],
};

/** The login page in its route, as the console shows it: alone, with the sign-in screens' toasts. */
const renderLogin = (url = '/login') => renderScreen(<LoginPage />, '/login', url, <StandaloneToasts />);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('warns about an empty e-mail, then an empty password, and asks the server nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(signInMessages.emailRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(signInMessages.passwordRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and the password, then the code (digits only), then opens the wanted page', async () => {
    const bodies: unknown[] = [];
    stubFetch(async (url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      if (url.endsWith('/admin/admin-login')) return json({ valid: true, user: admin });
      return json({
        valid: true,
        accessToken: 'tok_abcdefghijklmnopqrstuvwxyz',
        user: { ...admin, adminLoginTime: 1 },
      });
    });
    const router = renderLogin('/login?redirect=%2Fmembers%3FpageNo%3D2');
    await userEvent.type(screen.getByLabelText('Email'), '  ana@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(signInMessages.loginSuccess)).toBeInTheDocument();
    expect(screen.getByText('ana@example.com', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('OTP'), 'Code: 123 456 7');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(router.state.location.search).toBe('?pageNo=2');
    expect(bodies).toEqual([
      { identifier: 'ana@example.com', password: 'a-long-password' },
      { otp: '123456', identifier: 'ana@example.com' },
    ]);
    expect(localStorage.getItem('access_token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('says why a code was refused and stays on the code step', async () => {
    stubFetch(async (url) =>
      url.endsWith('/admin/admin-login')
        ? json({ valid: true, user: admin })
        : json({ valid: false, message: 'The code has expired.' }, 400),
    );
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(`${signInMessages.otpFailed}: The code has expired.`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // the button leaves its waiting state once the answer is handled (its spinner may still be fading out)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Verify$/ })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('shows a refused password through the API bridge, and keeps the form', async () => {
    stubFetch(async () => json({ valid: false, message: 'Wrong e-mail or password.' }, 400));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sign in$/ })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('says that the session ended when a refused token led here', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const client = renderScreen(<LoginPage />, '/login', '/login', <StandaloneToasts />);
    await client.navigate('/login?redirect=%2Fadmin', { state: { notice: 'session-expired' } });
    expect(await screen.findByText(signInMessages.sessionExpired)).toBeInTheDocument();
  });
});
