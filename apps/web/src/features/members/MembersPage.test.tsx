import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { commonMessages } from '@orrery/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppApiBridge } from '../../shell/AppApiBridge';
import { MembersPage } from './MembersPage';

afterEach(() => vi.unstubAllGlobals());

/** The console's own query client (a 5xx is tried three times), its toasts, the Members page. */
function renderMembers() {
  const element = (
    <>
      <AppApiBridge />
      <MembersPage />
    </>
  );
  const router = createMemoryRouter([{ path: '/members', element }], { initialEntries: ['/members'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

describe('Members list', () => {
  it(
    'a failed load says so once, with Retry, never "No members yet"; Retry loads the list',
    { timeout: 60_000 },
    async () => {
      let failing = true;
      const fetch = vi.fn(async (_url: string) =>
        failing
          ? new Response(JSON.stringify({ valid: false, message: commonMessages.internal }), { status: 500 })
          : new Response(JSON.stringify({ items: [], pageLimit: 20, TotalFilteredUser: 0, pageNo: 1 })),
      );
      // the saved views above the list load apart from it
      const listCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('/userList/'));
      vi.stubGlobal('fetch', (url: string) =>
        String(url).includes('/saved-views')
          ? Promise.resolve(new Response(JSON.stringify({ items: [] })))
          : fetch(url),
      );
      renderMembers();

      // after the client's retries of a 5xx
      expect(await screen.findByText('The list could not be loaded.')).toBeVisible();
      expect(listCalls()).toHaveLength(3);
      expect(screen.queryByText('No members yet')).toBeNull();
      // one toast, however many tries failed: the table's own copy of the reason is the other one
      const notices = document.querySelectorAll('.ant-message-notice');
      expect([...notices].map((n) => n.textContent)).toEqual([commonMessages.internal]);

      failing = false;
      fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
      expect(await screen.findByText('No members yet')).toBeVisible();
      await waitFor(() => expect(screen.queryByText('The list could not be loaded.')).toBeNull());
    },
  );
});
