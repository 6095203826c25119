import { describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LazyPartView, lazyPart, useLazyPart } from './lazyPart';

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const module = new Promise<{ Part: (props: { name: string }) => ReactNode }>((resolve, reject) => {
    arrive = () => resolve({ Part: ({ name }) => <p>part for {name}</p> });
    fail = reject;
  });
  return { load: vi.fn(() => module), arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('shows the placeholder while the code comes and the part in the same moment it comes', async () => {
    const { load, arrive } = deferredModule();
    const part = lazyPart(load, 'Part');
    render(<LazyPartView part={part} placeholder={<p>loading</p>} props={{ name: 'Joined' }} />);
    expect(screen.getByText('loading')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => arrive());
    expect(screen.getByText('part for Joined')).toBeVisible();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('draws a part whose code is there at once, without its placeholder, and loads it once', async () => {
    const { load, arrive } = deferredModule();
    const part = lazyPart(load, 'Part');
    arrive();
    await part.load();
    render(
      <>
        <LazyPartView part={part} placeholder={<p>loading</p>} props={{ name: 'Joined' }} />
        <LazyPartView part={part} placeholder={<p>loading</p>} props={{ name: 'Last login' }} />
      </>,
    );
    expect(screen.getByText('part for Joined')).toBeVisible();
    expect(screen.getByText('part for Last login')).toBeVisible();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until the part is wanted', async () => {
    const { load, arrive } = deferredModule();
    const part = lazyPart(load, 'Part');
    function Field({ wanted }: { wanted: boolean }) {
      const ready = useLazyPart(part, wanted);
      return ready ? <part.Component name="Send At" /> : <p>still field</p>;
    }
    const { rerender } = render(<Field wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Field wanted />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(screen.getByText('part for Send At')).toBeVisible();
  });

  it('gives a failed load to the error boundary, and loads again when next wanted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = deferredModule();
    const second = deferredModule();
    const load = vi
      .fn<ReturnType<typeof deferredModule>['load']>()
      .mockImplementationOnce(first.load)
      .mockImplementationOnce(second.load);
    const part = lazyPart(load, 'Part');
    const view = () => (
      <Boundary>
        <LazyPartView part={part} placeholder={<p>loading</p>} props={{ name: 'Joined' }} />
      </Boundary>
    );
    const { unmount } = render(view());
    await act(async () => first.fail(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    unmount();

    render(view());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => second.arrive());
    expect(screen.getByText('part for Joined')).toBeVisible();
    vi.restoreAllMocks();
  });
});
