import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from './routes';

describe('routes', () => {
  it("a first load shows the page's own loading status until the screen's code is there", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    // drawn by the page's stylesheet (index.css), not antd's spinner with its styles made in the page
    const loading = screen.getByRole('status', { name: 'Loading' });
    expect(loading).toHaveClass('page-loading');
    expect(document.querySelector('.ant-spin')).toBeNull();

    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it("the screens whose calls start with their route have the route's data", () => {
    const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const withData = flat(routes)
      .filter((route) => route.loader)
      .map((route) => route.path);
    expect(withData).toEqual(
      expect.arrayContaining([
        '/',
        '/members',
        '/astro/synastry',
        '/metrics',
        '/analytics',
        '/demo-graphic',
        '/delete-account',
        '/screen-visits',
        '/user-actions',
      ]),
    );
  });
});
