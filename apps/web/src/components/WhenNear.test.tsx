import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver the test drives: `seen(true)` tells the observers their element is near. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    on: boolean;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, on: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.on = true;
      }
      disconnect() {
        this.entry.on = false;
      }
    },
  );
  const seen = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter((x) => x.on))
        o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, seen };
}

describe('WhenNear', () => {
  it('shows the placeholder until its place comes near the window, then its children', () => {
    const { observers, seen } = stubObserver();
    render(
      <WhenNear placeholder={<p>waiting</p>} margin={200}>
        <p>the table</p>
      </WhenNear>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    seen(false);
    expect(screen.queryByText('the table')).toBeNull();
    seen(true);
    expect(screen.getByText('the table')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
    // the observer is let go once the children are drawn
    expect(observers.every((o) => !o.on)).toBe(true);
  });

  it('draws its children at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholder={<p>waiting</p>}>
        <p>the table</p>
      </WhenNear>,
    );
    expect(screen.getByText('the table')).toBeInTheDocument();
  });
});
