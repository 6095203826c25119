import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emailMessages, pushMessages, scheduleMessages } from '@orrery/contract';
import { AppApiBridge } from '../../../shell/AppApiBridge';
import { pickDateTime } from '../../../lib/testing/pickDateTime';
import { json, stubFetch } from '../../../lib/testing/queryHooks';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { EmailComposePage } from './EmailComposePage';

const unknownId = '00000000-0000-4000-8000-000000000001';
const refusal = pushMessages.badUserIds([unknownId]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const scheduledAnswer = emailMessages.scheduled(2, '2 Mar 2026, 09:00 (Europe/Paris)');

/** The composer's calls; the POSTed sends in `posted`; send-options answered with Paris (or refused). */
function stubComposer(options: 'paris' | 'refused') {
  const posted: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    if (url.startsWith('/api/user/send-options'))
      return options === 'paris'
        ? json({ valid: true, timeZone: 'Europe/Paris', aheadDays: 365 })
        : json({ valid: false, message: 'broken' }, 500);
    posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return json({
      valid: true,
      message: scheduledAnswer,
      data: { _id: 'e1', totalUserCount: 2, status: 'scheduled' },
    });
  });
  return posted;
}

/** Two members, a subject and a body: an e-mail the checks accept. */
function fillEmail() {
  fireEvent.change(screen.getByLabelText(/^User IDs/), {
    target: { value: `${unknownId}\n${unknownId.replace(/1$/, '2')}` },
  });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'A message' } });
}

/** 1 March 2026, 10:00 UTC (11:00 in Paris) for the page's clock. */
const atNoonish = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
};

describe('Manual Email', () => {
  it('a refused send (unknown ids) is one error toast, keeps the form, and leaves no uncaught error', async () => {
    const uncaught: unknown[] = [];
    const collect = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', collect);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ valid: false, message: refusal }), { status: 400 })),
    );
    try {
      renderScreen(
        <>
          <AppApiBridge />
          <EmailComposePage />
        </>,
        '/email-contents',
      );
      fireEvent.change(screen.getByLabelText(/^User IDs/), { target: { value: unknownId } });
      fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
      fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'A message' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull());
      expect(screen.getByLabelText(/^User IDs/)).toHaveValue(unknownId);
      // a rejection is reported after the microtasks that follow it: let them run
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });

  it('"At a date and time" reads Schedule, confirms when, posts sendMode and sendAt, and resets the form', async () => {
    atNoonish();
    const posted = stubComposer('paris');
    renderScreen(<EmailComposePage />, '/email-contents');
    fillEmail();
    fireEvent.click(screen.getByRole('radio', { name: "At a time in each member's own zone" }));
    expect(
      await screen.findByText(
        "At this time in each member's own time zone (the company's, Europe/Paris, for members whose zone is unknown); it starts when the first time zone (UTC+14) reaches it.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'At a date and time' }));
    expect(await screen.findByText("In the company's time zone, Europe/Paris")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
    await pickDateTime('Send At', '2026-03-02 09:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
        /^Schedule this email for 2 Mar 2026, 09:00 \(Europe\/Paris\)\?$/,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(scheduledAnswer)).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ emailSubject: 'Hello', sendMode: 'at', sendAt: '2026-03-02T09:00' }),
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
  });

  it('a Send At already past in the company zone is refused with the contract text, and nothing is posted', async () => {
    atNoonish();
    const posted = stubComposer('paris');
    renderScreen(<EmailComposePage />, '/email-contents');
    fillEmail();
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
    renderScreen(<EmailComposePage />, '/email-contents');
    expect(
      await screen.findByText(
        "The company's time zone could not be loaded: scheduling is unavailable; Send now still works.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At a date and time' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: "At a time in each member's own zone" })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
  });
});
