import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, logDestination, logRuntimeWarnings } from './logger';

const listeners = process.listeners('warning');
afterEach(() => {
  process.removeAllListeners('warning');
  for (const listener of listeners) process.on('warning', listener);
});

/** A destination that keeps what the log wrote. */
function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('the server log', () => {
  it("writes a Node warning (a dependency's notice) as one JSON line, nothing on stderr", async () => {
    const { lines, stream } = collector();
    logRuntimeWarnings(createLogger('info', stream));
    process.emitWarning('The SDK will need Node 22.\nMore at a link.', 'NodeVersionSupportWarning');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      msg: 'runtime warning',
      warning: { name: 'NodeVersionSupportWarning', message: 'The SDK will need Node 22.\nMore at a link.' },
    });
  });

  it('pretty: readable lines with the time, the level and the message, not JSON; json: the default stdout', () => {
    const { lines, stream } = collector();
    createLogger('info', logDestination('pretty', stream)).info({ port: 8080 }, 'listening');
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO.*: listening$/);
    expect(lines.join('\n')).toContain('port: 8080');
    expect(() => JSON.parse(lines[0]!)).toThrow();
    expect(logDestination('json')).toBeUndefined();
  });
});
