import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pushMessages } from '@orrery/contract';
import { ApiBridge } from '../../../shell/ApiBridge';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { EmailComposePage } from './EmailComposePage';

const unknownId = '00000000-0000-4000-8000-000000000001';
const refusal = pushMessages.badUserIds([unknownId]);

afterEach(() => vi.unstubAllGlobals());

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
          <ApiBridge />
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
});
