import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { aiReportMessages, type ChatbotTryAnswer } from '@orrery/contract';
import { TryIt } from './TryIt';

const answerOf = (configured: boolean): ChatbotTryAnswer => ({
  valid: true,
  data: {
    answer: configured ? 'You will.' : 'No AI model is configured (the offline composer answered).',
    model: 'gpt-4o',
    aiProvider: configured
      ? { name: 'openai-compatible', configured: true }
      : { name: 'offline composer', configured: false },
    cost: { inputTokens: 1200, outputTokens: 500, euro: 0.008 },
  },
});

async function tryOnce(configured: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answerOf(configured)), { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <TryIt />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Message to Romeu'), { target: { value: 'Will I meet someone?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByTestId('romeu-answer');
}

afterEach(() => vi.unstubAllGlobals());

describe("Romeu's Try it", () => {
  it('offline: says plainly that no model ran, and shows the tokens and cost as an estimate', async () => {
    await tryOnce(false);
    expect(screen.getByText(aiReportMessages.noModelRan('gpt-4o'))).toBeInTheDocument();
    expect(screen.getByText('Model (did not run)')).toBeInTheDocument();
    expect(screen.getByText('gpt-4o: no model ran')).toBeInTheDocument();
    expect(screen.getByText('Tokens (estimate)')).toBeInTheDocument();
    expect(screen.getByText('about 1,200 in, 500 out')).toBeInTheDocument();
    expect(screen.getByText('Cost if gpt-4o answered (estimate)')).toBeInTheDocument();
    expect(screen.getByText('about €0.008000')).toBeInTheDocument();
    expect(screen.queryByText('Cost')).toBeNull();
  });

  it('with a model: its name, tokens and cost as they were', async () => {
    await tryOnce(true);
    expect(screen.getByText('gpt-4o')).toBeInTheDocument();
    expect(screen.getByText('1,200 in, 500 out')).toBeInTheDocument();
    expect(screen.getByText('€0.008000')).toBeInTheDocument();
    expect(screen.queryByText(/No AI model ran/)).toBeNull();
  });
});
