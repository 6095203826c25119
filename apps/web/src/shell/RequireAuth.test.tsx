import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RequireAuth } from './RequireAuth';

function LoginProbe() {
  const location = useLocation();
  return <p>login at {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { element: <RequireAuth />, children: [{ path: '*', element: <p>protected page</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const user = { _id: 'u1', nickName: 'Ana', identifier: 'ana@x.io', user_type: 'admin', roles: ['admin'] };

describe('RequireAuth', () => {
  it('sends a visitor without a stored user to /login with the full wanted path', () => {
    renderAt('/admin-login-session?pageNo=2#top');
    expect(
      screen.getByText('login at /login?redirect=%2Fadmin-login-session%3FpageNo%3D2%23top'),
    ).toBeInTheDocument();
  });

  it('does not let in a user whose sign-in has no admin login time', () => {
    localStorage.setItem('user', JSON.stringify(user));
    renderAt('/admin');
    expect(screen.getByText('login at /login?redirect=%2Fadmin')).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    localStorage.setItem('user', JSON.stringify({ ...user, adminLoginTime: '2026-01-01T00:00:00Z' }));
    renderAt('/admin');
    expect(screen.getByText('protected page')).toBeInTheDocument();
  });
});
