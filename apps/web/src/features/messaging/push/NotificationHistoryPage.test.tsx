import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { NotificationHistoryItem, NotificationListAnswer, RecipientListAnswer } from '@orrery/contract';
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
  cappedCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:01:00.000Z',
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('Notification History', () => {
  it('says how many recipients were demo data, kept in the outbox, and held back by the cap; nothing for a push without any', async () => {
    const answer: NotificationListAnswer = {
      valid: true,
      item: [
        item('a', { demoCount: 1204, cappedCount: 46 }),
        item('b', { demoCount: 0, kind: 'incomplete_reminder' }),
      ],
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
    expect(within(reach).getByText('46 held back by the frequency cap')).toBeInTheDocument();
    const plainRow = screen.getByText('Title b').closest('tr') as HTMLElement;
    await waitFor(() => expect(plainRow.querySelector('td.col-reach')).toHaveTextContent(/^1,250 \/ 1,250$/));
    // a manual send and an automatic reminder are told apart
    expect(demoRow.querySelector('td.col-kind')).toHaveTextContent(/^Manual$/);
    expect(plainRow.querySelector('td.col-kind')).toHaveTextContent(/^Automatic: incomplete profile$/);
  });

  it("opens a push's recipients with each one's outcome and reason", async () => {
    const answer: NotificationListAnswer = {
      valid: true,
      item: [item('a', {}), item('b', {})],
      pagination: { total: 2, currentPage: 1, totalPages: 1 },
    };
    const recipients = (id: string): RecipientListAnswer => ({
      valid: true,
      item: [
        {
          _id: `${id}-1`,
          identifier: `ana.${id}@example.com`,
          status: 'no_device',
          error: 'no device token',
          modifiedAt: '2026-03-01T10:00:30.000Z',
        },
        {
          _id: `${id}-2`,
          identifier: `bia.${id}@example.com`,
          status: 'sent',
          error: null,
          modifiedAt: '2026-03-01T10:00:31.000Z',
        },
      ],
      pagination: { total: 2, currentPage: 1, totalPages: 1 },
    });
    const fetch = vi.fn(async (url: string) => {
      const asked = /notification-recipients\/([^/]+)\//.exec(url)?.[1];
      return new Response(JSON.stringify(asked ? recipients(asked) : answer), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/notification-list']}>
          <NotificationHistoryPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rowA = (await screen.findByText('Title a')).closest('tr') as HTMLElement;
    fireEvent.click(within(rowA).getByRole('button', { name: 'Recipients' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Recipients: Title a')).toBeInTheDocument();
    const noDevice = (await within(drawer).findByText('ana.a@example.com')).closest('tr') as HTMLElement;
    expect(within(noDevice).getByText('no device')).toBeInTheDocument();
    expect(within(noDevice).getByText('no device token')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/notification-recipients/a/0/10/',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
