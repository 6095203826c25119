import { describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
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

  it('leaves the page as it is while the code of its first opening comes, whatever opens it', async () => {
    let arrive = () => {};
    const Overlay = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <div role="dialog">open</div> });
        }),
    );
    const page = (open: boolean) => (
      <Suspense fallback={<p>page loading</p>}>
        <p>the page</p>
        <LazyOverlay open={open}>
          <Overlay />
        </LazyOverlay>
      </Suspense>
    );
    const { rerender } = render(page(false));
    rerender(page(true));
    expect(screen.getByText('the page')).toBeVisible();
    expect(screen.queryByText('page loading')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    arrive();
    expect(await screen.findByRole('dialog')).toHaveTextContent('open');
    expect(screen.getByText('the page')).toBeVisible();
  });

  it('draws an overlay open from the start', async () => {
    const Overlay = lazy(async () => ({ default: () => <div role="dialog">open</div> }));
    render(
      <LazyOverlay open>
        <Overlay />
      </LazyOverlay>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('open');
  });
});
