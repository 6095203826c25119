import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { useVersionedSave } from './useVersionedSave';

interface SaveButtonProps {
  send: (body: { name: string }) => Promise<{ message: string }>;
  reload: () => void;
  onSaved: () => void;
}

function SaveButton({ send, reload, onSaved }: SaveButtonProps) {
  const saving = useVersionedSave(useMutation({ mutationFn: send }), { what: 'member', reload, onSaved });
  return <button onClick={() => saving.save({ name: 'Ana' })}>Save</button>;
}

function setup(send: SaveButtonProps['send']) {
  const reload = vi.fn();
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SaveButton send={send} reload={reload} onSaved={onSaved} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { reload, onSaved };
}

describe('useVersionedSave', () => {
  it('toasts the answer and calls onSaved', async () => {
    const send = vi.fn().mockResolvedValue({ message: 'User has been updated successfully' });
    const { onSaved, reload } = setup(send);
    expect(await screen.findByText('User has been updated successfully')).toBeTruthy();
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Ana' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 409 opens the one dialog: Reload loads again, Keep my edits only closes', async () => {
    const stale = new ApiError(409, 'This member was changed by someone else since you opened it.');
    const { reload, onSaved } = setup(() => Promise.reject(stale));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This member has changed');
    expect(dialog.textContent).toContain('changed by someone else since you opened it');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my edits' }));
    await waitFor(() => expect(reload).not.toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reload' }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: 'Reload' }).at(-1)!);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('any other failure is an error toast, no dialog', async () => {
    const { reload } = setup(() =>
      Promise.reject(new ApiError(400, 'A member must be at least 18 years old.')),
    );
    expect(await screen.findByText('A member must be at least 18 years old.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
