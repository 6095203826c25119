import type { ReactElement } from 'react';
import { expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pushMessages, scheduleMessages } from '@orrery/contract';
import { AppApiBridge } from '../../shell/AppApiBridge';
import { pickDateTime } from './pickDateTime';
import { json, stubFetch } from './queryHooks';
import { renderScreen } from './renderScreen';

/**
 * For component tests only: the cases every send composer (Manual Email, Push Notification) passes, written
 * once. A test file describes its screen as a `Composer` and calls `itRefusesUnknownIds` and
 * `itSchedulesSends` inside its describe, which add the cases as its `it`s; each case undoes its stubs.
 */
export interface Composer {
  /** The screen (e.g. `<EmailComposePage />`) and its address. */
  page: ReactElement;
  url: string;
  /** The name of its send button, which scheduling replaces by Schedule. */
  sendButton: string;
  /** The path its send is POSTed to (`/api/user/send-email`). */
  sendPath: string;
  /** The labels of the message's title and text, filled with 'Hello' and 'A message'. */
  titleLabel: string;
  textLabel: string;
  /** Fills what else its checks require once the title and text are in (a notification key…). */
  fillRest?: () => Promise<void>;
  /** Chooses members its checks accept for a scheduled send (two member ids; All). */
  chooseMembers: () => void;
  /** Answers its own look-ups (notification keys, the audience count); undefined for any other call. */
  lookups?: (url: string) => Response | undefined;
  /** The server's answer to the send scheduled for 2 Mar 2026, 09:00 in Paris, and the members it counts. */
  scheduled: { message: string; members: number };
  /** The schedule confirmation's title, whole. */
  confirmTitle: RegExp;
  /** Fields the scheduled POST carries besides sendMode and sendAt (what `chooseMembers` and the title set). */
  postedFields: Record<string, unknown>;
}

const unknownId = '00000000-0000-4000-8000-000000000001';
const refusal = pushMessages.badUserIds([unknownId]);

/** 1 March 2026, 10:00 UTC (11:00 in Paris) for the page's clock. */
function atNoonish() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
}

/** The composer's calls; the POSTed sends in `posted`; send-options answered with Paris (or refused). */
function stubComposer(composer: Composer, options: 'paris' | 'refused') {
  const posted: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    if (url.startsWith('/api/user/send-options'))
      return options === 'paris'
        ? json({ valid: true, timeZone: 'Europe/Paris', aheadDays: 365 })
        : json({ valid: false, message: 'broken' }, 500);
    if (url.startsWith(composer.sendPath)) {
      posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const { message, members } = composer.scheduled;
      return json({
        valid: true,
        message,
        data: { _id: 's1', totalUserCount: members, status: 'scheduled' },
      });
    }
    return composer.lookups?.(url) ?? json({ valid: true, data: [] });
  });
  return posted;
}

/** The title, the text and whatever else the screen requires. */
async function fillMessage(composer: Composer) {
  fireEvent.change(screen.getByLabelText(composer.titleLabel), { target: { value: 'Hello' } });
  fireEvent.change(screen.getByLabelText(composer.textLabel), { target: { value: 'A message' } });
  await composer.fillRest?.();
}

/** Undoes the case's stubs of fetch and of the clock when it ends. */
function undoStubsAfter() {
  onTestFinished(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/**
 * The composer filled in as its checks accept, on 1 March 2026 at 11:00 in Paris, the company's zone; answers
 * the sends it POSTs.
 */
async function renderFilledAtNoonish(composer: Composer) {
  undoStubsAfter();
  atNoonish();
  const posted = stubComposer(composer, 'paris');
  renderScreen(composer.page, composer.url);
  composer.chooseMembers();
  await fillMessage(composer);
  return posted;
}

/** The case of a send the server refuses (unknown ids). */
export function itRefusesUnknownIds(composer: Composer) {
  it('a refused send (unknown ids) is one error toast, keeps the form, and leaves no uncaught error', async () => {
    undoStubsAfter();
    const uncaught: unknown[] = [];
    const collect = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', collect);
    stubFetch((url) => composer.lookups?.(url) ?? json({ valid: false, message: refusal }, 400));
    try {
      renderScreen(
        <>
          <AppApiBridge />
          {composer.page}
        </>,
        composer.url,
      );
      fireEvent.change(screen.getByLabelText(/^User IDs/), { target: { value: unknownId } });
      await fillMessage(composer);
      fireEvent.click(screen.getByRole('button', { name: composer.sendButton }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull());
      expect(screen.getByLabelText(/^User IDs/)).toHaveValue(unknownId);
      expect(screen.getByLabelText(composer.titleLabel)).toHaveValue('Hello');
      expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
      // a rejection is reported after the microtasks that follow it: let them run
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });
}

/** The cases of scheduling: at a date and time, a Send At already past, and no company time zone. */
export function itSchedulesSends(composer: Composer) {
  it('"At a date and time" reads Schedule, confirms when, posts sendMode and sendAt, and resets the form', async () => {
    const posted = await renderFilledAtNoonish(composer);
    fireEvent.click(screen.getByRole('radio', { name: "At a time in each member's own zone" }));
    expect(
      await screen.findByText(
        "At this time in each member's own time zone (the company's, Europe/Paris, for members whose zone is unknown); it starts when the first time zone (UTC+14) reaches it.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'At a date and time' }));
    expect(await screen.findByText("In the company's time zone, Europe/Paris")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: composer.sendButton })).toBeNull();
    await pickDateTime('Send At', '2026-03-02 09:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent(composer.confirmTitle),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(composer.scheduled.message)).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ ...composer.postedFields, sendMode: 'at', sendAt: '2026-03-02T09:00' }),
    ]);
    // the form starts again, as after a send
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked());
    expect(screen.getByRole('button', { name: composer.sendButton })).toBeInTheDocument();
  });

  it('a Send At already past in the company zone is refused with the contract text, and nothing is posted', async () => {
    const posted = await renderFilledAtNoonish(composer);
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
    undoStubsAfter();
    stubComposer(composer, 'refused');
    renderScreen(composer.page, composer.url);
    expect(
      await screen.findByText(
        "The company's time zone could not be loaded: scheduling is unavailable; Send now still works.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At a date and time' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: "At a time in each member's own zone" })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(screen.getByRole('button', { name: composer.sendButton })).toBeInTheDocument();
  });
}
