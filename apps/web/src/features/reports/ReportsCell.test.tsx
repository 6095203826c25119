import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Report } from '@orrery/contract';
import { ReportsCell } from './ReportsCell';

const report = (n: number): Report => ({
  _id: `r${n}`,
  user: { _id: `u${n}`, nickName: `Reporter ${n}`, identifier: `r${n}@example.com` },
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  reason: 'user_report',
  text: `Report number ${n}`,
});

describe('ReportsCell', () => {
  it('shows the latest report and "+4 more", which shows all five in the row and folds them again', () => {
    const reports = [5, 4, 3, 2, 1].map(report);
    const { container } = render(<ReportsCell reports={reports} />);
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText('Report number 5')).toBeInTheDocument();
    expect(screen.queryByText('Report number 4')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '+4 more' }));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Report number ${n}`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('shows a single report without a button', () => {
    render(<ReportsCell reports={[report(1)]} />);
    expect(screen.getByText('Report number 1')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
