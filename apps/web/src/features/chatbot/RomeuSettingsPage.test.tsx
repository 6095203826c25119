import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ChatbotSettingsAnswer } from '@orrery/contract';
import { RomeuSettingsPage } from './RomeuSettingsPage';

const loaded: ChatbotSettingsAnswer = {
  valid: true,
  items: [
    { key: 'is_chatbot_enable', value: false },
    { key: 'chatbot_prompt', value: 'You are Romeu.' },
    { key: 'ai_model', value: 'gpt-4.1' },
  ],
  version: 1700000000000,
  aiProvider: { name: 'offline composer', configured: false },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET answers the settings; PUT answers `put` and records its body. */
function stubServer(put: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/setting/chatbot-settings' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return Promise.resolve(json(put.status, put.body));
      }
      return Promise.resolve(json(200, loaded));
    }),
  );
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RomeuSettingsPage />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Romeu Settings', () => {
  it('shows the saved settings and says that no AI model is configured', async () => {
    stubServer({ status: 200, body: {} });
    renderPage();
    expect(await screen.findByLabelText('Prompt')).toHaveValue('You are Romeu.');
    expect(screen.getByRole('switch', { name: 'Enable Romeu' })).not.toBeChecked();
    expect(screen.getByText(/No AI model is configured/)).toBeInTheDocument();
  });

  it('refuses an empty Prompt with Romeu enabled: the field says so and nothing is sent', async () => {
    const sent = stubServer({ status: 200, body: {} });
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable Romeu' }));
    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter the Prompt: Romeu cannot be enabled without one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('saves the three keys with the version it loaded, and shows its message', async () => {
    const sent = stubServer({
      status: 200,
      body: { ...loaded, message: 'Romeu settings updated successfully', version: loaded.version + 1 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable Romeu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Romeu settings updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        items: [
          { key: 'is_chatbot_enable', value: true },
          { key: 'chatbot_prompt', value: 'You are Romeu.' },
          { key: 'ai_model', value: 'gpt-4.1' },
        ],
        version: loaded.version,
      },
    ]);
  });

  it('offers Reload or Keep my edits when the settings were saved by someone else since', async () => {
    stubServer({
      status: 409,
      body: { valid: false, message: 'The Romeu settings were changed by someone else.' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Keep my edits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getAllByText('This Romeu setup has changed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('The Romeu settings were changed by someone else.').length).toBeGreaterThan(0);
  });
});
