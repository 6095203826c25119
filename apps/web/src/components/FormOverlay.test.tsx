import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, Form, Input } from 'antd';
import { FormDrawer, FormModal } from './FormOverlay';

interface Person {
  id: string;
  name: string;
}
const ana: Person = { id: 'a', name: 'Ana' };
const bruno: Person = { id: 'b', name: 'Bruno' };

/** A list's part: Edit Ana, Edit Bruno, Add, and the form of the kind tested. */
function Harness({
  kind,
  onFinish,
}: {
  kind: 'drawer' | 'modal';
  onFinish: (name: string, id?: string) => void;
}) {
  const [editing, setEditing] = useState<Person | null>();
  const props = {
    record: editing,
    keyOf: (p: Person) => p.id,
    name: 'person',
    title: (p: Person | null) => (p ? `Edit ${p.name}` : 'Add person'),
    initialValues: (p: Person | null) => ({ name: p?.name ?? '' }),
    onFinish: ({ name }: { name: string }, p: Person | null) => onFinish(name, p?.id),
    onClose: () => setEditing(undefined),
    children: () => (
      <>
        <Form.Item label="Name" name="name">
          <Input />
        </Form.Item>
        {kind === 'drawer' && (
          <>
            <Button onClick={() => setEditing(undefined)}>Cancel</Button>
            <Button htmlType="submit">OK</Button>
          </>
        )}
      </>
    ),
  };
  return (
    <>
      <button onClick={() => setEditing(ana)}>Edit Ana</button>
      <button onClick={() => setEditing(bruno)}>Edit Bruno</button>
      <button onClick={() => setEditing(null)}>Add</button>
      {kind === 'drawer' ? <FormDrawer {...props} /> : <FormModal {...props} />}
    </>
  );
}

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const nameBox = () => within(dialog()).getByRole('textbox', { name: 'Name' });

async function open(button: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(within(dialog()).getByText(title)).toBeInTheDocument());
}

describe.each(['drawer', 'modal'] as const)('Form%s: the form shows what it was opened for', (kind) => {
  const setup = () => {
    const onFinish = vi.fn();
    render(
      <App>
        <Harness kind={kind} onFinish={onFinish} />
      </App>,
    );
    return onFinish;
  };
  const cancel = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

  it('edit A, type, Cancel, edit B: B with its own value, saved for B', async () => {
    const onFinish = setup();
    await open('Edit Ana', 'Edit Ana');
    expect(nameBox()).toHaveValue('Ana');
    fireEvent.change(nameBox(), { target: { value: 'Ana typed' } });
    cancel();
    await open('Edit Bruno', 'Edit Bruno');
    expect(nameBox()).toHaveValue('Bruno');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith('Bruno', 'b'));
  });

  it('add after an edit is empty; edit after a typed add shows the record; reopening drops what was typed', async () => {
    setup();
    await open('Edit Ana', 'Edit Ana');
    cancel();
    await open('Add', 'Add person');
    expect(nameBox()).toHaveValue('');
    fireEvent.change(nameBox(), { target: { value: 'Carla' } });
    cancel();
    await open('Edit Bruno', 'Edit Bruno');
    expect(nameBox()).toHaveValue('Bruno');
    fireEvent.change(nameBox(), { target: { value: 'Bruno typed' } });
    cancel();
    await open('Edit Bruno', 'Edit Bruno');
    expect(nameBox()).toHaveValue('Bruno');
    cancel();
    await open('Add', 'Add person');
    expect(nameBox()).toHaveValue('');
  });
});
