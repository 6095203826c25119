import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp, type SmtpMessage } from '../../../test/fakeSmtp';
import { mailFailure } from './failures';
import { smtpMail } from './smtp';

const log = pino({ level: 'silent' });

/** A server that takes the connection and drops it at once, as a crashed relay would. */
function startDropper() {
  const server: Server = createServer((socket) => socket.destroy());
  return new Promise<{ server: Server; port: number }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

const received: SmtpMessage[] = [];
const connections = { count: 0 };
let smtp: FakeSmtp;
let dropper: { server: Server; port: number };

beforeAll(async () => {
  // a real SMTP server on a free local port: it refuses mail to refused@example.com with a 550
  smtp = await startFakeSmtp({
    onConnect: () => (connections.count += 1),
    refuse: { 'refused@example.com': 'Mailbox unavailable' },
    onMessage: (message) => received.push(message),
  });
  dropper = await startDropper();
});

afterAll(async () => {
  await smtp.close();
  await new Promise<void>((resolve) => dropper.server.close(() => resolve()));
});

describe('smtp mail provider against a local SMTP server', () => {
  it('delivers a message with its text and HTML parts', async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${smtp.port}`, 'Orrery <no-reply@orrery.local>', log);
    await mail.send({
      to: 'ana@example.com',
      subject: 'Your chart is ready',
      text: 'Hello Ana',
      html: '<p>Hello <strong>Ana</strong></p>',
    });
    const message = received.at(-1);
    expect(message?.to).toEqual(['ana@example.com']);
    expect(message?.from).toBe('no-reply@orrery.local');
    expect(message?.raw).toContain('Subject: Your chart is ready');
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).toContain('text/html');
    expect(message?.raw).toContain('Hello Ana');
  });

  it('sends many messages over a pool of connections, not one connection per message', async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${smtp.port}`, 'Orrery <no-reply@orrery.local>', log);
    const before = { connections: connections.count, received: received.length };
    for (let i = 0; i < 12; i++) await mail.send({ to: `m${i}@example.com`, subject: 'Batch', text: 'Hi' });
    await mail.close?.();
    expect(received.length - before.received).toBe(12);
    expect(connections.count - before.connections).toBe(1);
  });

  it("sends a message's key as its Message-ID, the same on every attempt", async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${smtp.port}`, 'Orrery <no-reply@orrery.local>', log);
    const message = { to: 'ana@example.com', subject: 'Again', text: 'Hi', key: 'e1.m1' };
    await mail.send(message);
    await mail.send(message);
    const [first, second] = received.slice(-2).map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
    expect(first).toBe('<e1.m1@orrery.local>');
    expect(second).toBe(first);
  });

  it('a refused recipient is a final failure with the server reply', async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@orrery.local', log);
    const before = received.length;
    const error = await mail.send({ to: 'refused@example.com', subject: 'Hi', text: 'Hi' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    const failure = mailFailure(error);
    expect(failure.transient).toBe(false);
    expect(failure.message).toContain('Mailbox unavailable');
    expect(received.length).toBe(before);
  });

  it('a dropped connection is a failure worth another try', async () => {
    const mail = smtpMail(`smtp://127.0.0.1:${dropper.port}`, 'no-reply@orrery.local', log);
    const error = await mail.send({ to: 'ana@example.com', subject: 'Hi', text: 'Hi' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(mailFailure(error).transient).toBe(true);
  });
});
