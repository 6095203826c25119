import { fireEvent, screen } from '@testing-library/react';

/**
 * For component tests only. Types `text` ("2026-03-02 09:00", in the picker's format) into the antd date-time
 * picker labelled `label` and confirms it with the picker's OK.
 */
export async function pickDateTime(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
}
