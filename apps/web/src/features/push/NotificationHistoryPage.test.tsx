import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { NotificationHistoryItem, NotificationListAnswer } from '@orrery/contract';
import { NotificationHistoryPage } from './NotificationHistoryPage';

const item = (id: string, patch: Partial<NotificationHistoryItem>): NotificationHistoryItem => ({
  _id: id,
  kind: 'manual',
  notificationKey: 'astro_insights',
  notificationTitle: `Title ${id}`,
  notificationBody: 'Body',
  notificationDescription: null,
  language: 'en',
  gender: [],
  fromAgeValue: null,
  toAgeValue: null,
  allUser: true,
  activeUser: false,
  dormantUser: false,
  inCompleteUser: false,
  cities: [],
  states: [],
  countries: [],
  userIdCount: 0,
  status: 'done',
  totalUserCount: 1250,
  processedCount: 1250,
  successfullyReachCount: 1250,
  failedCount: 0,
  demoCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:01:00.000Z',
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('Notification History', () => {
  it('says how many recipients were demo data, kept in the outbox; nothing for a push without any', async () => {
    const answer: NotificationListAnswer = {
      valid: true,
      item: [item('a', { demoCount: 1204 }), item('b', { demoCount: 0 })],
      pagination: { total: 2, currentPage: 1, totalPages: 1 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/notification-list']}>
          <NotificationHistoryPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const demoRow = (await screen.findByText('Title a')).closest('tr') as HTMLElement;
    const reach = demoRow.querySelector('td.col-reach') as HTMLElement;
    expect(within(reach).getByText('1,250 / 1,250')).toBeInTheDocument();
    expect(
      within(reach).getByText(
        '1,204 recipients are demo data: their messages were kept in the outbox, not sent.',
      ),
    ).toBeInTheDocument();
    const plainRow = screen.getByText('Title b').closest('tr') as HTMLElement;
    await waitFor(() => expect(plainRow.querySelector('td.col-reach')).toHaveTextContent(/^1,250 \/ 1,250$/));
  });
});
