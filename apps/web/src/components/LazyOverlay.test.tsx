import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart } from '../lib/lazyPart';
import { LazyOverlay } from './LazyOverlay';

const Dialog = ({ open }: { open: boolean }) => <div role="dialog">{open ? 'open' : 'closing'}</div>;

describe('LazyOverlay', () => {
  it("loads its overlay's code only once opened, then keeps it mounted when closed", async () => {
    const load = vi.fn(async () => ({ Dialog }));
    const part = lazyPart(load, 'Dialog');
    const overlay = (open: boolean) => (
      <LazyOverlay part={part} open={open}>
        <part.Component open={open} />
      </LazyOverlay>
    );
    const { rerender } = render(overlay(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(overlay(true));
    expect(await screen.findByRole('dialog')).toHaveTextContent('open');
    rerender(overlay(false));
    expect(screen.getByRole('dialog')).toHaveTextContent('closing');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is while the code of its first opening comes', async () => {
    let arrive = () => {};
    const part = lazyPart(
      () =>
        new Promise<{ Dialog: typeof Dialog }>((resolve) => {
          arrive = () => resolve({ Dialog });
        }),
      'Dialog',
    );
    const page = (open: boolean) => (
      <>
        <p>the page</p>
        <LazyOverlay part={part} open={open}>
          <part.Component open={open} />
        </LazyOverlay>
      </>
    );
    const { rerender } = render(page(false));
    rerender(page(true));
    expect(screen.getByText('the page')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    arrive();
    expect(await screen.findByRole('dialog')).toHaveTextContent('open');
    expect(screen.getByText('the page')).toBeVisible();
  });

  it('draws an overlay open from the start, and at once when its code is already there', async () => {
    const part = lazyPart(async () => ({ Dialog }), 'Dialog');
    const overlay = (
      <LazyOverlay part={part} open>
        <part.Component open />
      </LazyOverlay>
    );
    const { unmount } = render(overlay);
    expect(await screen.findByRole('dialog')).toHaveTextContent('open');
    unmount();
    render(overlay);
    expect(screen.getByRole('dialog')).toHaveTextContent('open');
  });
});
