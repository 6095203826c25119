import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pushMessages, scheduleMessages } from '@orrery/contract';
import { AppApiBridge } from '../../../shell/AppApiBridge';
import { pickDateTime } from '../../../lib/testing/pickDateTime';
import { json, stubFetch } from '../../../lib/testing/queryHooks';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { PushNotificationPage } from './PushNotificationPage';

const unknownId = '00000000-0000-4000-8000-000000000001';
const refusal = pushMessages.badUserIds([unknownId]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const scheduledAnswer = pushMessages.scheduled(1250, '2 Mar 2026, 09:00 (Europe/Paris)');

/** The composer's calls; the POSTed sends in `posted`; send-options answered `options` (or refused). */
function stubComposer(options: 'paris' | 'refused') {
  const posted: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    if (url.startsWith('/api/user/send-options'))
      return options === 'paris'
        ? json({ valid: true, timeZone: 'Europe/Paris', aheadDays: 365 })
        : json({ valid: false, message: 'broken' }, 500);
    if (url.startsWith('/api/user/notificationKey'))
      return json({ valid: true, key: [{ key: 'been_matched', title: 'Been matched' }] });
    if (url.startsWith('/api/user/notification-audience-count'))
      return json({ valid: true, count: 1250, heldBackByCap: 0, withoutPushToken: 0 });
    if (url.startsWith('/api/user/send-notification')) {
      posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json({
        valid: true,
        message: scheduledAnswer,
        data: { _id: 'p1', totalUserCount: 1250, status: 'scheduled' },
      });
    }
    return json({ valid: true, data: [] });
  });
  return posted;
}

/** All members, a key, a heading and a text: a push the checks accept. */
async function fillPush() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'All' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification key' }));
  const option = () => document.querySelector('.ant-select-item-option[title="Been matched"]');
  await waitFor(() => expect(option()).not.toBeNull());
  fireEvent.click(option() as Element);
  fireEvent.change(screen.getByLabelText('Notification Heading'), { target: { value: 'Hello' } });
  fireEvent.change(screen.getByLabelText('Notification Text'), { target: { value: 'A message' } });
}

/** 1 March 2026, 10:00 UTC (11:00 in Paris) for the page's clock. */
const atNoonish = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
};

describe('Push Notification', () => {
  it('a refused send (unknown ids) is one error toast, keeps the form, and leaves no uncaught error', async () => {
    const uncaught: unknown[] = [];
    const collect = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', collect);
    stubFetch((url) => {
      if (url.startsWith('/api/user/notificationKey'))
        return json({ valid: true, key: [{ key: 'been_matched', title: 'Been matched' }] });
      if (url.startsWith('/api/user/notification-audience-count'))
        return json({ valid: true, count: 1, heldBackByCap: 0, withoutPushToken: 0 });
      return json({ valid: false, message: refusal }, 400);
    });
    try {
      renderScreen(
        <>
          <AppApiBridge />
          <PushNotificationPage />
        </>,
        '/push-notification',
      );
      fireEvent.change(screen.getByLabelText(/^User IDs/), { target: { value: unknownId } });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification key' }));
      await waitFor(() =>
        expect(document.querySelector('.ant-select-item-option[title="Been matched"]')).not.toBeNull(),
      );
      fireEvent.click(document.querySelector('.ant-select-item-option[title="Been matched"]') as Element);
      fireEvent.change(screen.getByLabelText('Notification Heading'), { target: { value: 'Hello' } });
      fireEvent.change(screen.getByLabelText('Notification Text'), { target: { value: 'A message' } });
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Why it is sent' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send Notification' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull());
      expect(screen.getByLabelText(/^User IDs/)).toHaveValue(unknownId);
      expect(screen.getByLabelText('Notification Heading')).toHaveValue('Hello');
      expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
      // a rejection is reported after the microtasks that follow it: let them run
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });

  it('a chosen language can be taken back: "Any language" sends no language', async () => {
    const counted: unknown[] = [];
    stubFetch((url, init) => {
      if (url.startsWith('/api/user/notificationKey'))
        return json({ valid: true, key: [{ key: 'been_matched', title: 'Been matched' }] });
      if (url.startsWith('/api/user/notification-audience-count')) {
        counted.push(JSON.parse(String(init.body)));
        return json({ valid: true, count: 3, heldBackByCap: 0, withoutPushToken: 0 });
      }
      return json({ valid: true, data: [] });
    });
    renderScreen(<PushNotificationPage />, '/push-notification');
    const any = () => screen.getByRole('radio', { name: 'Any language' });
    expect(any()).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Português (Brasil)' }));
    expect(screen.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked();
    await waitFor(() => expect(counted).toContainEqual(expect.objectContaining({ language: 'pt_br' })));
    fireEvent.click(any());
    expect(any()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Português (Brasil)' })).not.toBeChecked();
    // with the language taken back and a group marked, the count asks without a language
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await waitFor(() => {
      expect(counted.at(-1)).toEqual(expect.objectContaining({ activeUser: true }));
      expect(counted.at(-1)).not.toHaveProperty('language');
    });
  });

  it('says how many of the audience the frequency cap and missing push tokens leave out, and when the count fails', async () => {
    let answer: 'counted' | 'refused' = 'counted';
    stubFetch((url) => {
      if (url.startsWith('/api/user/notificationKey')) return json({ valid: true, key: [] });
      if (url.startsWith('/api/user/notification-audience-count'))
        return answer === 'counted'
          ? json({ valid: true, count: 1250, heldBackByCap: 40, withoutPushToken: 3 })
          : json({ valid: false, message: 'broken' }, 400);
      return json({ valid: true, data: [] });
    });
    renderScreen(<PushNotificationPage />, '/push-notification');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(
      await screen.findByText(
        '40 held back by the frequency cap, 3 without a push token (a member may be both).',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('.audience-count')).toHaveTextContent('1,250');
    answer = 'refused';
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dormant' }));
    expect(await screen.findByText(pushMessages.audienceCountFailed)).toBeInTheDocument();
    expect(document.querySelector('.audience-count')).not.toHaveTextContent('1,250');
  });

  it('"At a date and time" reads Schedule, confirms when, posts sendMode and sendAt, and resets the form', async () => {
    atNoonish();
    const posted = stubComposer('paris');
    renderScreen(<PushNotificationPage />, '/push-notification');
    await fillPush();
    fireEvent.click(screen.getByRole('radio', { name: 'At a date and time' }));
    expect(await screen.findByText("In the company's time zone, Europe/Paris")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Notification' })).toBeNull();
    await pickDateTime('Send At', '2026-03-02 09:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
        /^Schedule this notification for 2 Mar 2026, 09:00 \(Europe\/Paris\)\?$/,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(scheduledAnswer)).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ allUser: true, sendMode: 'at', sendAt: '2026-03-02T09:00' }),
    ]);
    // the form starts again, as after a send
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Send Notification' })).toBeInTheDocument();
  });

  it('a Send At already past in the company zone is refused with the contract text, and nothing is posted', async () => {
    atNoonish();
    const posted = stubComposer('paris');
    renderScreen(<PushNotificationPage />, '/push-notification');
    await fillPush();
    fireEvent.click(screen.getByRole('radio', { name: 'At a date and time' }));
    await screen.findByText("In the company's time zone, Europe/Paris");
    // 09:00 in Paris is 08:00 UTC: two hours ago
    await pickDateTime('Send At', '2026-03-01 09:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(scheduleMessages.sendAtPast)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(posted).toEqual([]);
  });

  it("without the company's time zone, says scheduling is unavailable and offers Now only", async () => {
    stubComposer('refused');
    renderScreen(<PushNotificationPage />, '/push-notification');
    expect(
      await screen.findByText(
        "The company's time zone could not be loaded: scheduling is unavailable; Send now still works.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At a date and time' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: "At a time in each member's own zone" })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Notification' })).toBeInTheDocument();
  });
});
