import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { lazyRoute } from './lazyRoute';

/** A module whose arrival the test decides: `arrive()` resolves its import. */
function deferredModule<K extends string>(name: K, Component: ComponentType) {
  let arrive = () => {};
  const load = () =>
    new Promise<Record<K, ComponentType>>((resolve) => {
      arrive = () => resolve({ [name]: Component } as Record<K, ComponentType>);
    });
  return { load, arrive: () => act(async () => arrive()) };
}

function Layout() {
  return (
    <main>
      <Link to="/second">to second</Link>
      <Suspense fallback={<p>screen loading</p>}>
        <Outlet />
      </Suspense>
    </main>
  );
}

function setUp() {
  const layout = deferredModule('Layout', Layout);
  const first = deferredModule('First', () => <h1>First screen</h1>);
  const second = deferredModule('Second', () => <h1>Second screen</h1>);
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>console loading</p>,
        ...lazyRoute(layout.load, 'Layout'),
        children: [
          { path: '/', ...lazyRoute(first.load, 'First') },
          { path: '/second', ...lazyRoute(second.load, 'Second') },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { layout, first, second };
}

describe('lazyRoute', () => {
  it('draws the layout and the screen together once both codes are there, with no loading screen between', async () => {
    const { layout, first } = setUp();
    expect(screen.getByText('console loading')).toBeInTheDocument();

    // the layout's code arrives first: nothing of it is drawn around a loading screen
    await layout.arrive();
    expect(screen.queryByText('screen loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'to second' })).not.toBeInTheDocument();

    await first.arrive();
    expect(await screen.findByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'to second' })).toBeInTheDocument();
    expect(screen.queryByText('screen loading')).not.toBeInTheDocument();
  });

  it('keeps the last screen on a move until the code of the next one is there', async () => {
    const { layout, first, second } = setUp();
    await layout.arrive();
    await first.arrive();
    await screen.findByRole('heading', { name: 'First screen' });

    await act(async () => screen.getByRole('link', { name: 'to second' }).click());
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    expect(screen.queryByText('screen loading')).not.toBeInTheDocument();

    await second.arrive();
    expect(await screen.findByRole('heading', { name: 'Second screen' })).toBeInTheDocument();
  });
});
