import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { useVersionedSave } from './useVersionedSave';

interface Body {
  name: string;
  version?: number;
}

interface SaveButtonProps {
  send: (body: Body) => Promise<{ message: string }>;
  reload: () => void;
  onSaved: () => void;
  overwrite?: (body: Body, version: number) => Body;
}

function SaveButton({ send, reload, onSaved, overwrite }: SaveButtonProps) {
  const saving = useVersionedSave(useMutation({ mutationFn: send }), {
    what: 'member',
    reload,
    onSaved,
    overwrite,
  });
  return <button onClick={() => saving.save({ name: 'Ana', version: 1 })}>Save</button>;
}

function setup(send: SaveButtonProps['send'], overwrite?: SaveButtonProps['overwrite']) {
  const reload = vi.fn();
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SaveButton send={send} reload={reload} onSaved={onSaved} overwrite={overwrite} />
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
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Ana', version: 1 });
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

  it("with overwrite, Keep my edits saves the person's edits over the version the 409 names", async () => {
    const stale = new ApiError(409, 'This member was changed by someone else since you opened it.', 4);
    const send = vi
      .fn<SaveButtonProps['send']>()
      .mockRejectedValueOnce(stale)
      .mockResolvedValueOnce({ message: 'User has been updated successfully' });
    const { reload, onSaved } = setup(send, (body, version) => ({ ...body, version }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Keep my edits saves yours over the newer version (both stay in the audit log).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep my edits' }));
    expect(await screen.findByText('User has been updated successfully')).toBeTruthy();
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      { name: 'Ana', version: 1 },
      { name: 'Ana', version: 4 },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
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
