import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { LazyDatePicker } from './LazyDatePicker';

const day = dayjs('2026-11-20');

describe('LazyDatePicker', () => {
  it('shows the date as the picker would before its code loads, then opens the picker on focus', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <LazyDatePicker aria-label="Start date" format="DD-MMM-YYYY" value={day} onChange={onChange} />,
    );
    const field = screen.getByLabelText('Start date');
    expect(field).toHaveValue('20-Nov-2026');
    expect(field).toHaveAttribute('readonly');
    expect(container.querySelector('.ant-picker')).toBeNull();

    fireEvent.focus(field);
    // the picker took over, open on the field's month
    await waitFor(() => expect(document.querySelector('td[title="2026-11-20"]')).not.toBeNull());
    expect(container.querySelector('.ant-picker')).not.toBeNull();
    fireEvent.click(document.querySelector('td[title="2026-11-21"] .ant-picker-cell-inner')!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0]?.[0] as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-11-21');
  });

  it('a disabled field stays disabled and never loads the picker', () => {
    const { container } = render(
      <LazyDatePicker aria-label="End date" format="DD-MMM-YYYY" value={day} onChange={() => {}} disabled />,
    );
    const field = screen.getByLabelText('End date');
    expect(field).toBeDisabled();
    expect(field).toHaveValue('20-Nov-2026');
    fireEvent.mouseDown(field);
    expect(container.querySelector('.ant-picker')).toBeNull();
  });
});
