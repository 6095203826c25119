import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ageFilter } from './columnFilters';
import type { MemberListParams } from './listParams';

const renderAge = () => {
  const onChange = vi.fn();
  const close = vi.fn();
  const column = ageFilter({} as MemberListParams, onChange);
  const dropdown = column.filterDropdown as (props: { close: () => void }) => ReactElement;
  render(dropdown({ close }));
  return { onChange, close };
};

describe('the Age filter', () => {
  it('refuses From above To with a message, and applies once the range runs upwards', async () => {
    const { onChange, close } = renderAge();
    // the dropdown's code loads when it opens
    fireEvent.change(await screen.findByLabelText('Age from'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Age to'), { target: { value: '25' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The age range must run from a lower age to a higher one.',
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Age to'), { target: { value: '35' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ ageMin: 30, ageMax: 35 });
    expect(close).toHaveBeenCalled();
  });
});
