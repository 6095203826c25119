import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { EmailHistoryItem, EmailListAnswer } from '@orrery/contract';
import { EmailHistoryPage } from './EmailHistoryPage';

const item = (id: string, patch: Partial<EmailHistoryItem>): EmailHistoryItem => ({
  _id: id,
  kind: 'incomplete_reminder',
  emailSubject: `Subject ${id}`,
  emailBody: 'Body',
  language: 'en',
  status: 'done',
  totalUserCount: 624,
  processedCount: 624,
  successfullyReachCount: 624,
  failedCount: 0,
  demoCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:01:00.000Z',
  ...patch,
});

afterEach(() => vi.unstubAllGlobals());

describe('Email History', () => {
  it('says how many recipients were demo data, kept in the outbox', async () => {
    const answer: EmailListAnswer = {
      valid: true,
      item: [item('a', { demoCount: 623 }), item('b', { demoCount: 1, totalUserCount: 1 })],
      pagination: { total: 2, currentPage: 1, totalPages: 1 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/email-recipients']}>
          <EmailHistoryPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const many = (await screen.findByText('Subject a')).closest('tr') as HTMLElement;
    expect(
      within(many).getByText(
        '623 recipients are demo data: their messages were kept in the outbox, not sent.',
      ),
    ).toBeInTheDocument();
    const one = screen.getByText('Subject b').closest('tr') as HTMLElement;
    expect(
      within(one).getByText('1 recipient is demo data: its message was kept in the outbox, not sent.'),
    ).toBeInTheDocument();
    // the automatic reminder is named, not shown as its code
    expect(many.querySelector('td.col-kind')).toHaveTextContent(/^Automatic: incomplete profile$/);
  });
});
