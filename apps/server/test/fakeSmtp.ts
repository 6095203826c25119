import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the fake SMTP server took: its envelope and its raw text. */
export interface SmtpMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtpOptions {
  /** Called with each message taken, just before the server answers it. */
  onMessage?: (message: SmtpMessage) => void;
  /** Holds each message this long before answering it (a send is under way for that long). */
  holdMs?: number;
  /** Addresses refused at RCPT TO with a 550 and this reply. */
  refuse?: Record<string, string>;
  /** Called as each connection opens. */
  onConnect?: () => void;
}

export interface FakeSmtp {
  server: SMTPServer;
  port: number;
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free local port, taking mail without authentication or STARTTLS. */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const { onMessage, holdMs, refuse = {}, onConnect } = options;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      onConnect?.();
      callback();
    },
    onRcptTo(address, _session, callback) {
      const reply = refuse[address.address];
      if (reply !== undefined) return callback(Object.assign(new Error(reply), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = () => {
          onMessage?.({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (holdMs) setTimeout(answer, holdMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
