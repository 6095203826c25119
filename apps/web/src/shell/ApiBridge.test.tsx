import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { api } from '../api/client';
import { AppApiBridge } from './AppApiBridge';

function LoginProbe() {
  const location = useLocation();
  return <p>login at {location.pathname + location.search}</p>;
}

function Page() {
  return (
    <button type="button" onClick={() => void api('admin/admin-list').catch(() => undefined)}>
      load
    </button>
  );
}

describe('ApiBridge (401 handling)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 401 clears the token and returns to /login keeping the wanted path', async () => {
    localStorage.setItem('access_token', 'tok_abcdefghijklmnopqrstuvwxyz');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"valid":false,"message":"Please sign in"}', { status: 401 })),
    );
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <AppApiBridge />
              <Outlet />
            </>
          ),
          children: [
            { path: '/login', element: <LoginProbe /> },
            { path: '/admin', element: <Page /> },
          ],
        },
      ],
      { initialEntries: ['/admin?pageNo=3'] },
    );
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'load' }));

    expect(await screen.findByText('login at /login?redirect=%2Fadmin%3FpageNo%3D3')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
