import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { scheduleMessages, type EmailHistoryItem } from '@orrery/contract';
import { json, stubFetch } from './queryHooks';

/** What every send history record (e-mail or notification) carries: its kind, progress and schedule. */
type SendProgress = Omit<EmailHistoryItem, '_id' | 'emailSubject' | 'emailBody' | 'language'>;

/**
 * For component tests only. The progress of a history record: a manual send made now on 1 March 2026, done a
 * minute later, that reached all its `members`.
 */
export const doneSend = (members: number): SendProgress => ({
  kind: 'manual',
  status: 'done',
  totalUserCount: members,
  processedCount: members,
  successfullyReachCount: members,
  failedCount: 0,
  demoCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:01:00.000Z',
  sendMode: 'now',
  sendAt: null,
  timeZone: null,
  nextRunAt: null,
  cancelledAt: null,
});

/**
 * For component tests only. The calls of a send history (E-mail, Notification) whose scheduled sends can be
 * cancelled: send-options answer Paris, `more` answers the calls it knows (a recipients list), a PUT is the
 * cancel and succeeds, and any other call is the list, `list(cancelled)`. Returns the calls made, as
 * "METHOD url", oldest first.
 */
export function stubCancellableHistory(
  list: (cancelled: boolean) => unknown,
  more: (url: string) => Response | undefined = () => undefined,
) {
  const calls: string[] = [];
  let cancelled = false;
  stubFetch((url, init) => {
    calls.push(`${init.method} ${url}`);
    if (url.startsWith('/api/user/send-options'))
      return json({ valid: true, timeZone: 'Europe/Paris', aheadDays: 365 });
    const answer = more(url);
    if (answer) return answer;
    if (init.method === 'PUT') {
      cancelled = true;
      return json({ valid: true, message: scheduleMessages.cancelled });
    }
    return json(list(cancelled));
  });
  return calls;
}

/**
 * The Cancel of the scheduled send in `row` asks first and PUTs nothing until confirmed; once confirmed it PUTs
 * `cancelCall` ("PUT /api/…") alone, says so, and the list read again shows the send Cancelled, without a
 * Cancel. `calls` from `stubCancellableHistory`.
 */
export async function expectCancelOnceConfirmed(row: HTMLElement, cancelCall: string, calls: string[]) {
  const puts = () => calls.filter((c) => c.startsWith('PUT'));
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(scheduleMessages.cancelConfirm)).toBeInTheDocument();
  expect(puts()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel send' }));
  expect(await screen.findByText(scheduleMessages.cancelled)).toBeInTheDocument();
  expect(puts()).toEqual([cancelCall]);
  // the list is read again: the send is cancelled and can no longer be cancelled
  await waitFor(() => expect(within(row).getByText('Cancelled')).toBeInTheDocument());
  expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();
}
