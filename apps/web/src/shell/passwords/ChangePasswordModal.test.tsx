import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordMessages } from '@orrery/contract';
import { renderScreen } from '../../lib/testing/renderScreen';
import { ChangePasswordModal } from './ChangePasswordModal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(current: string, next: string, confirm = next) {
  const dialog = await screen.findByRole('dialog');
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirm],
  ] as const) {
    await userEvent.clear(within(dialog).getByLabelText(label));
    await userEvent.type(within(dialog).getByLabelText(label), value);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordModal', () => {
  it('shows the rule, refuses a new password equal to the current one before asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ChangePasswordModal open onClose={() => undefined} />);
    expect(await screen.findByText('At least 10 characters (at most 200).')).toBeInTheDocument();
    await fill('Same-password-1', 'Same-password-1');
    expect(await screen.findByText(passwordMessages.sameAsCurrent)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field, then closes on success', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(400, { valid: false, message: passwordMessages.currentWrong }))
      .mockResolvedValueOnce(json(200, { valid: true, message: passwordMessages.changed }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderScreen(<ChangePasswordModal open onClose={onClose} />);
    await fill('Wrong-password-1', 'A-new-password-1');
    // on its field, inside the dialog (not a toast)
    expect(
      await within(screen.getByRole('dialog')).findByText(passwordMessages.currentWrong),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await fill('Right-password-1', 'A-new-password-1');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/admin/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Right-password-1',
      newPassword: 'A-new-password-1',
    });
    expect(await screen.findByText(passwordMessages.changed)).toBeInTheDocument();
  });
});
