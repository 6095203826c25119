import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EmailHistoryItem, EmailListAnswer, RecipientListAnswer } from '@orrery/contract';
import {
  doneSend,
  expectCancelOnceConfirmed,
  stubCancellableHistory,
} from '../../../lib/testing/sendHistory';
import { json, stubFetch } from '../../../lib/testing/queryHooks';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { EmailHistoryPage } from './EmailHistoryPage';

const item = (id: string, patch: Partial<EmailHistoryItem>): EmailHistoryItem => ({
  ...doneSend(624),
  _id: id,
  kind: 'incomplete_reminder',
  emailSubject: `Subject ${id}`,
  emailBody: 'Body',
  language: 'en',
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
    stubFetch(() => json(answer));
    renderScreen(<EmailHistoryPage />, '/email-recipients');
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

  it("shows a scheduled e-mail with its time and a Cancel that PUTs the cancel once confirmed; a cancelled one no Cancel, its recipients 'Cancelled'", async () => {
    const list = (cancelled: boolean): EmailListAnswer => ({
      valid: true,
      item: [
        item('s', {
          kind: 'manual',
          status: cancelled ? 'cancelled' : 'scheduled',
          sendMode: 'local',
          sendAt: '2026-12-24T09:00',
          nextRunAt: cancelled ? null : '2026-12-23T19:00:00.000Z',
          processedCount: 0,
        }),
        item('c', { kind: 'manual', status: 'cancelled', sendMode: 'at', sendAt: '2026-12-20T09:00' }),
      ],
      pagination: { total: 2, currentPage: 1, totalPages: 1 },
    });
    const recipients: RecipientListAnswer = {
      valid: true,
      item: [
        {
          _id: 'm1',
          identifier: 'ana@example.com',
          status: 'cancelled',
          error: null,
          modifiedAt: '2026-12-19T10:00:00.000Z',
        },
      ],
      pagination: { total: 1, currentPage: 1, totalPages: 1 },
    };
    const calls = stubCancellableHistory(list, (url) =>
      url.startsWith('/api/user/recipients-list/') ? json(recipients) : undefined,
    );
    renderScreen(<EmailHistoryPage />, '/email-recipients');
    const scheduled = (await screen.findByText('Subject s')).closest('tr') as HTMLElement;
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText('24 Dec 2026, 09:00 in each member’s own zone')).toBeInTheDocument();
    const done = screen.getByText('Subject c').closest('tr') as HTMLElement;
    expect(within(done).getByText('Cancelled')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Cancel' })).toBeNull();

    fireEvent.click(within(done).getByRole('button', { name: 'Recipients' }));
    const drawer = await screen.findByRole('dialog');
    const recipient = (await within(drawer).findByText('ana@example.com')).closest('tr') as HTMLElement;
    expect(within(recipient).getByText('Cancelled')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    await expectCancelOnceConfirmed(scheduled, 'PUT /api/user/email-cancel/s', calls);
  });
});
