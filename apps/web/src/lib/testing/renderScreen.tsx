import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * For component tests only. Renders a screen as the console does (react-query without retries, antd's App for toasts and
 * dialogs, a router at `url` whose route is `path`, inside the route `around` when given, e.g. the sign-in
 * screens' toasts); answers the router, to read the address.
 */
export function renderScreen(element: ReactElement, path = '/', url = path, around?: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = { path, element };
  const router = createMemoryRouter([around ? { element: around, children: [route] } : route], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}
