import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FullTextCell } from './FullTextCell';

const LONG = 'Asked me to move to WhatsApp right away and then sent a link to an investment site.';

describe('FullTextCell', () => {
  it('shows short text as it is, and a dash for none', () => {
    render(<FullTextCell text="Spam" max={17} title="Report" />);
    expect(screen.getByText('Spam')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    render(<FullTextCell text="" max={17} title="Report" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('cuts long text and opens the full text in a modal on click, with a Close button', async () => {
    render(<FullTextCell text={LONG} max={17} title="User Report by Deleted User" />);
    const cut = screen.getByRole('button', { name: 'Asked me to move…' });
    fireEvent.click(cut);
    expect(await screen.findByText(LONG)).toBeInTheDocument();
    expect(screen.getByText('User Report by Deleted User')).toBeInTheDocument();
    // the footer's Close button (the × in the corner is named Close too)
    const close = screen.getAllByRole('button', { name: 'Close' }).find((b) => b.textContent === 'Close');
    expect(close).toBeDefined();
  });
});
