import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderScreen } from '../../lib/testing/renderScreen';
import { AnalyticsFilterBar } from './AnalyticsFilterBar';
import { useAnalyticsFilters } from './useAnalyticsFilters';
import type { FilterRules } from './filterRules';

const metrics: FilterRules = { maxDays: 10, ranges: ['custom', 'week', 'month'] };

function Harness() {
  const state = useAnalyticsFilters('act', metrics);
  return (
    <>
      <AnalyticsFilterBar state={state} />
      <output data-testid="filters">{JSON.stringify(state.filters)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Record<string, unknown>;

describe('AnalyticsFilterBar', () => {
  it('reads its filters from the address, and Clear filters empties it with its message', async () => {
    const router = renderScreen(<Harness />, '/', '/?act.gender=f&act.limit=30&other=1');
    expect(shown()).toMatchObject({ gender: 'f', limit: 30, country: 'all' });
    fireEvent.click(screen.getByRole('button', { name: /Clear filters/ }));
    expect(await screen.findByText('Filters cleared successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?other=1'));
    expect(shown()).toMatchObject({ forTime: 'custom', gender: 'all', limit: 10, country: 'all' });
  });

  it('disables future days and, from a start, days past the 10-day span', async () => {
    const start = dayjs().subtract(20, 'day').format('YYYY-MM-DD');
    const end = dayjs().subtract(11, 'day').format('YYYY-MM-DD');
    renderScreen(<Harness />, '/', `/?act.from=${start}&act.to=${end}`);
    expect(shown()).toMatchObject({ from: start, to: end });
    fireEvent.mouseDown(screen.getByLabelText('End date'));
    fireEvent.click(screen.getByLabelText('End date'));
    const cell = (date: string) => document.querySelector(`td[title="${date}"]`);
    await waitFor(() => expect(cell(end)).not.toBeNull());
    expect(cell(end)).not.toHaveClass('ant-picker-cell-disabled');
    const past = dayjs(end).add(1, 'day').format('YYYY-MM-DD');
    expect(cell(past)).toHaveClass('ant-picker-cell-disabled');
    const before = dayjs(start).subtract(1, 'day').format('YYYY-MM-DD');
    if (cell(before)) expect(cell(before)).toHaveClass('ant-picker-cell-disabled');
  });

  it('drops a range longer than the chart allows that was typed into the address', () => {
    renderScreen(<Harness />, '/', '/?act.from=2025-01-01&act.to=2025-02-01');
    expect(shown()).toMatchObject({ to: dayjs().format('YYYY-MM-DD') });
  });

  it('never offers a future day as a start', async () => {
    renderScreen(<Harness />, '/', '/');
    fireEvent.mouseDown(screen.getByLabelText('Start date'));
    fireEvent.click(screen.getByLabelText('Start date'));
    const tomorrow = dayjs().add(1, 'day');
    const todayCell = () => document.querySelector(`td[title="${dayjs().format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(todayCell()).not.toBeNull());
    expect(todayCell()).not.toHaveClass('ant-picker-cell-disabled');
    const next = document.querySelector(`td[title="${tomorrow.format('YYYY-MM-DD')}"]`);
    if (next) expect(next).toHaveClass('ant-picker-cell-disabled');
  });
});
