import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordMessages } from '@orrery/contract';
import { renderScreen } from '../../lib/testing/renderScreen';
import { StandaloneToasts } from '../StandaloneToasts';
import { ResetPasswordPage } from './ResetPasswordPage';

/** The page in its route, as the console shows it: alone, with the sign-in screens' toasts. */
const renderPage = (path: string, url = path) =>
  renderScreen(<ResetPasswordPage />, path, url, <StandaloneToasts />);

const TOKEN = 'a'.repeat(43);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  // (the route '*': the page stays mounted once it has led to /login, where the test reads the address)
  it('says a link without a token cannot be used, and asks the server nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/reset-password');
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.linkUnknown)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows why a used link cannot be used, with the way to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { valid: false, message: passwordMessages.linkUsed })),
    );
    const router = renderPage('*', `/reset-password#token=${TOKEN}`);
    expect(await screen.findByText(passwordMessages.linkUsed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('takes the new password twice under the contract rules, sends it with the token, then leads to sign-in', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(200, {
          valid: true,
          identifier: 'ana@x.io',
          nickName: 'Ana',
          expiresAt: '2030-01-01T00:00:00.000Z',
        }),
      )
      .mockResolvedValueOnce(json(200, { valid: true, message: passwordMessages.passwordSet }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPage('*', `/reset-password#token=${TOKEN}`);
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    const [checkUrl, checkInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(checkUrl).toBe('/api/admin/reset-password-link/check');
    expect(JSON.parse(String(checkInit.body))).toEqual({ token: TOKEN });

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('The new password needs at least 10 characters (at most 200).'),
    ).toBeInTheDocument();
    expect(screen.getByText("Two inputs don't match!")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'A-new-password-1');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'A-new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [setUrl, setInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(setUrl).toBe('/api/admin/set-password');
    expect(JSON.parse(String(setInit.body))).toEqual({ token: TOKEN, newPassword: 'A-new-password-1' });
    expect((setInit.headers as Record<string, string>).authorization).toBeUndefined();
  });
});
