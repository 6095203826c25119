import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { registerRequestLog, withoutFastifyRequestLines } from './requestLog';

describe('request log', () => {
  it('writes one line per answered request: method, path and query, status, time; never the headers', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const loggerInstance: FastifyBaseLogger = createLogger('info', sink);
    const app = Fastify({ loggerInstance, ...withoutFastifyRequestLines() });
    registerRequestLog(app);
    app.get('/api/thing', async () => ({ ok: true }));
    await app.inject({ url: '/api/thing?page=2', headers: { authorization: 'Bearer secret-token' } });
    await app.inject({ url: '/api/missing' });
    await app.close();
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/thing?page=2', statusCode: 200 });
    expect(requests[0]?.ms).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ url: '/api/missing', statusCode: 404 });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});
