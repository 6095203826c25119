import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CohortTable } from './CohortTable';

const rows = [
  {
    acquisitionDate: '2026-11-21',
    totalUsers: 40,
    cells: [{ count: 30, percentage: 75 }, { count: 8, percentage: 20 }, null],
  },
  { acquisitionDate: '2026-11-22', totalUsers: 0, cells: [{ count: 0, percentage: 0 }, null, null] },
];

describe('CohortTable', () => {
  it('shows one row per acquisition date, each cell a count and its badge, and no paging', () => {
    render(<CohortTable rows={rows} />);
    const first = screen.getByRole('row', { name: /2026-11-21/ });
    expect(
      within(first)
        .getAllByTestId('cohort-badge')
        .map((b) => b.textContent),
    ).toEqual(['75%', '20%']);
    expect(within(first).getAllByTestId('cohort-cell')[0]?.textContent).toBe('3075%');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Acquisition date',
      'Total users',
      'Day 0',
      'Day 1',
      'Day 2',
    ]);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('paints a cell above 60% blue with white bold text, one below with dark normal text', () => {
    render(<CohortTable rows={rows} />);
    const [high, low] = within(screen.getByRole('row', { name: /2026-11-21/ })).getAllByTestId(
      'cohort-badge',
    );
    expect(high?.style.color).toBe('rgb(255, 255, 255)');
    expect(high?.style.fontWeight).toBe('bold');
    expect(low?.style.fontWeight).toBe('normal');
    const zero = within(screen.getByRole('row', { name: /2026-11-22/ })).getByTestId('cohort-badge');
    expect(zero.style.backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('tells the total user count and the retention on hover', async () => {
    render(<CohortTable rows={rows} />);
    const cell = within(screen.getByRole('row', { name: /2026-11-21/ })).getAllByTestId('cohort-cell')[0];
    if (!cell) throw new Error('no cell');
    fireEvent.mouseEnter(cell);
    expect(await screen.findByText('Total user count: 40')).toBeTruthy();
    expect(screen.getByText('Retention (%): 75%')).toBeTruthy();
  });

  it("says 'No data available' without rows", () => {
    render(<CohortTable rows={[]} />);
    expect(screen.getByText('No data available')).toBeTruthy();
  });
});
