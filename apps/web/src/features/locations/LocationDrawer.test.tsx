import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { Location } from '@orrery/contract';
import { LocationDrawer } from './LocationDrawer';

const at = '2026-01-01T00:00:00.000Z';
const mumbai: Location = {
  _id: 'id-mumbai',
  key: 'mumbai',
  tag: ['bombay', 'mumbai'],
  updateFor: 'city',
  createdAt: at,
  modifiedAt: at,
  version: 3,
};
const rio: Location = { ...mumbai, _id: 'id-rio', key: 'rio de janeiro', tag: ['rio'], version: 7 };

/** The list's part: Edit buttons per row, Add Location, and the drawer. */
function Harness() {
  const [editing, setEditing] = useState<Location | null>();
  return (
    <>
      <button onClick={() => setEditing(mumbai)}>Edit mumbai</button>
      <button onClick={() => setEditing(rio)}>Edit rio</button>
      <button onClick={() => setEditing(null)}>Add Location</button>
      <LocationDrawer location={editing} onClose={() => setEditing(undefined)} onReload={() => undefined} />
    </>
  );
}

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Harness />
      </App>
    </QueryClientProvider>,
  );
}

const drawer = () => screen.getAllByRole('dialog').at(-1)!;
/** The tags shown in the open drawer's Tags box. */
const tagsShown = () =>
  [...drawer().querySelectorAll('.ant-select-selection-item')].map((tag) => tag.textContent);
const keyShown = () => within(drawer()).getByRole('combobox', { name: 'Key' });

async function open(button: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(within(drawer()).getByRole('button', { name: 'Save' })).toBeVisible());
}

async function typeTag(text: string) {
  const input = within(drawer()).getByRole('combobox', { name: 'Tags' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(tagsShown()).toContain(text));
}

const cancel = () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Cancel' }));

afterEach(() => vi.restoreAllMocks());

describe('LocationDrawer: the form shows the record it was opened for', () => {
  it('Edit mumbai, Cancel, Edit rio, Save: rio is shown and saved with its own tags', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve(Response.json({ message: 'Location updated successfully' }));
    });
    setup();
    await open('Edit mumbai');
    expect(tagsShown()).toEqual(['bombay', 'mumbai']);
    cancel();
    await open('Edit rio');
    expect(keyShown()).toHaveValue('rio de janeiro');
    expect(tagsShown()).toEqual(['rio']);
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ tag: ['rio'], version: 7 }]));
  });

  it('Add Location after an edit opens empty; Edit after an add shows the record', async () => {
    setup();
    await open('Edit mumbai');
    cancel();
    await open('Add Location');
    expect(keyShown()).toHaveValue('');
    expect(tagsShown()).toEqual([]);
    await typeTag('typed');
    cancel();
    await open('Edit rio');
    expect(tagsShown()).toEqual(['rio']);
  });

  it('reopened after a failed save: the stored tags, not the refused edit', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ valid: false, message: 'Tags must be up to 50 characters' }, { status: 400 }),
    );
    setup();
    await open('Edit rio');
    await typeTag('refused');
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tags must be up to 50 characters')).toBeTruthy();
    cancel();
    await open('Edit rio');
    expect(tagsShown()).toEqual(['rio']);
  });
});
