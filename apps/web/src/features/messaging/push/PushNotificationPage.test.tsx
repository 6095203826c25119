import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pushMessages } from '@orrery/contract';
import { itRefusesUnknownIds, itSchedulesSends, type Composer } from '../../../lib/testing/composerChecks';
import { json, stubFetch } from '../../../lib/testing/queryHooks';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { PushNotificationPage } from './PushNotificationPage';

afterEach(() => vi.unstubAllGlobals());

/** A key, "Been matched", and a description: what a push needs besides its heading and text. */
async function chooseKeyAndDescribe() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification key' }));
  const option = () => document.querySelector('.ant-select-item-option[title="Been matched"]');
  await waitFor(() => expect(option()).not.toBeNull());
  fireEvent.click(option() as Element);
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Why it is sent' } });
}

/** Push Notification as the shared composer checks drive it: All members, a key, a heading and a text. */
const pushComposer: Composer = {
  page: <PushNotificationPage />,
  url: '/push-notification',
  sendButton: 'Send Notification',
  sendPath: '/api/user/send-notification',
  titleLabel: 'Notification Heading',
  textLabel: 'Notification Text',
  fillRest: chooseKeyAndDescribe,
  chooseMembers: () => fireEvent.click(screen.getByRole('checkbox', { name: 'All' })),
  lookups: (url) => {
    if (url.startsWith('/api/user/notificationKey'))
      return json({ valid: true, key: [{ key: 'been_matched', title: 'Been matched' }] });
    if (url.startsWith('/api/user/notification-audience-count'))
      return json({ valid: true, count: 1250, heldBackByCap: 0, withoutPushToken: 0 });
    return undefined;
  },
  scheduled: { message: pushMessages.scheduled(1250, '2 Mar 2026, 09:00 (Europe/Paris)'), members: 1250 },
  confirmTitle: /^Schedule this notification for 2 Mar 2026, 09:00 \(Europe\/Paris\)\?$/,
  postedFields: { allUser: true },
};

describe('Push Notification', () => {
  itRefusesUnknownIds(pushComposer);

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

  itSchedulesSends(pushComposer);
});
