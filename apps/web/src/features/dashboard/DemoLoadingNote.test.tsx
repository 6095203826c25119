import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReadyAnswer } from '@orrery/contract';
import { DemoLoadingNote } from './DemoLoadingNote';

afterEach(() => vi.unstubAllGlobals());

describe('the demo data note on the dashboard', () => {
  it('shows each step still loading with its figures, and goes once /readyz lists none', async () => {
    const answers: ReadyAnswer[] = [
      {
        status: 'ready',
        database: 'pglite',
        loading: [{ name: 'Demo app events', done: 120_000, total: 330_000 }],
      },
      { status: 'ready', database: 'pglite', loading: [] },
    ];
    const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift() ?? answers.at(-1))));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DemoLoadingNote />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('The demo data is still loading: the figures grow as it comes in.'),
    ).toBeTruthy();
    expect(screen.getByText('Demo app events: 120,000 of 330,000')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/readyz', expect.anything());
    // polled again 2 s later: nothing left, the note goes
    await waitFor(() => expect(screen.queryByText(/still loading/)).toBeNull(), { timeout: 10_000 });
  });
});
