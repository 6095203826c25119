import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with the next requests: answer a completion, fail with a status, hang, or send junk. */
export type FakeMode = 'ok' | 429 | 500 | 503 | 'hang' | 'bad-json';

export interface ChatRequestBody {
  model: string;
  max_tokens?: number;
  messages: { role: string; content: string }[];
}

export interface FakeOpenAi {
  baseUrl: string;
  mode: FakeMode;
  /** The bodies and authorization headers received, oldest first. */
  requests: { body: ChatRequestBody; authorization: string | undefined }[];
  close(): Promise<void>;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A local OpenAI-compatible chat-completions server (POST /v1/chat/completions with `usage`). */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const open = new Set<ServerResponse>();
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = { mode: 'ok', requests: [] };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return answer(res, 404, { error: { message: 'not found' } });
      const body = JSON.parse(raw) as ChatRequestBody;
      fake.requests.push({ body, authorization: req.headers.authorization });
      const mode = fake.mode;
      if (mode === 'hang') return void open.add(res);
      if (mode === 'bad-json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"id": "chatcmpl-1", "choices": [');
      }
      if (typeof mode === 'number')
        return answer(res, mode, { error: { message: `fake error ${mode}`, type: 'server_error' } });
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      answer(res, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: `${body.model}-2024-08-06`,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: `  Fake answer to: ${user}  ` },
          },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 45, total_tokens: 165 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
