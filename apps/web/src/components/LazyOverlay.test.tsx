import { describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LazyOverlay } from './LazyOverlay';

describe('LazyOverlay', () => {
  it("loads its overlay's code only once opened, then keeps it mounted when closed", async () => {
    const load = vi.fn(async () => ({
      default: ({ open }: { open: boolean }) => <div role="dialog">{open ? 'open' : 'closing'}</div>,
    }));
    const Overlay = lazy(load);
    const { rerender } = render(
      <LazyOverlay open={false}>
        <Overlay open={false} />
      </LazyOverlay>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <LazyOverlay open>
        <Overlay open />
      </LazyOverlay>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('open');
    rerender(
      <LazyOverlay open={false}>
        <Overlay open={false} />
      </LazyOverlay>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('closing');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
