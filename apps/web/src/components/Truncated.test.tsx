import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Truncated } from './Truncated';

describe('Truncated', () => {
  it('shows short text as it is', () => {
    render(<Truncated text="Superadmin" max={40} />);
    expect(screen.getByText('Superadmin')).toBeInTheDocument();
  });

  it('cuts long text and keeps the full text for the tooltip', () => {
    const long = 'x'.repeat(120);
    render(<Truncated text={long} max={100} />);
    expect(screen.getByText(`${'x'.repeat(99)}…`)).toHaveAttribute('aria-label', long);
  });

  it('shows a dash for no text', () => {
    render(<Truncated text={null} max={10} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
