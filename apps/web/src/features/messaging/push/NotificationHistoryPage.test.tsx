import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationHistoryItem, NotificationListAnswer, RecipientListAnswer } from '@orrery/contract';
import {
  doneSend,
  expectCancelOnceConfirmed,
  stubCancellableHistory,
} from '../../../lib/testing/sendHistory';
import { json, stubFetch } from '../../../lib/testing/queryHooks';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { NotificationHistoryPage } from './NotificationHistoryPage';

const item = (id: string, patch: Partial<NotificationHistoryItem>): NotificationHistoryItem => ({
  ...doneSend(1250),
  _id: id,
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
  cappedCount: 0,
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
    stubFetch(() => json(answer));
    renderScreen(<NotificationHistoryPage />, '/notification-list');
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
    renderScreen(<NotificationHistoryPage />, '/notification-list');
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

  it('shows a scheduled push with its time and a Cancel that PUTs the cancel once confirmed; a waiting push its next time; a cancelled one no Cancel', async () => {
    const list = (cancelled: boolean): NotificationListAnswer => ({
      valid: true,
      item: [
        item('s', {
          status: cancelled ? 'cancelled' : 'scheduled',
          sendMode: 'at',
          sendAt: '2026-12-24T09:00',
          timeZone: 'Europe/Paris',
          nextRunAt: cancelled ? null : '2026-12-24T08:00:00.000Z',
          processedCount: 0,
        }),
        item('w', {
          status: 'waiting',
          sendMode: 'local',
          sendAt: '2026-12-24T09:00',
          nextRunAt: '2026-12-24T05:00:00.000Z',
        }),
        item('c', {
          status: 'cancelled',
          sendMode: 'at',
          sendAt: '2026-12-20T09:00',
          timeZone: 'Europe/Paris',
        }),
        item('d', {
          status: 'done',
          sendMode: 'local',
          sendAt: '2026-12-01T09:00',
          timeZone: 'Europe/Paris',
        }),
      ],
      pagination: { total: 4, currentPage: 1, totalPages: 1 },
    });
    const calls = stubCancellableHistory(list);
    renderScreen(<NotificationHistoryPage />, '/notification-list');
    const row = async (id: string) => (await screen.findByText(`Title ${id}`)).closest('tr') as HTMLElement;
    const scheduled = await row('s');
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText('24 Dec 2026, 09:00 (Europe/Paris)')).toBeInTheDocument();
    // the next zone's time in the company's zone: 05:00 UTC is 06:00 in Paris
    const waiting = await row('w');
    expect(within(waiting).getByText('Waiting for time zones')).toBeInTheDocument();
    expect(await within(waiting).findByText('next at 24 Dec 2026, 06:00')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const done = await row('c');
    expect(within(done).getByText('Cancelled')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // after it ran or was cancelled, a scheduled send still says for when it was
    expect(within(done).getByText('20 Dec 2026, 09:00 (Europe/Paris)')).toBeInTheDocument();
    const ran = await row('d');
    expect(within(ran).getByText('done')).toBeInTheDocument();
    expect(within(ran).getByText('1 Dec 2026, 09:00 in each member’s own zone')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeInTheDocument();

    await expectCancelOnceConfirmed(scheduled, 'PUT /api/user/notification-cancel/s', calls);
  });
});
