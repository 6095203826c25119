import type { Db } from '@orrery/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on member e-mails). */
  headers?: Record<string, string>;
  /** The member it is for (mail to members): a demo member's mail is kept in the outbox (demoRecipients). */
  memberId?: string;
  /**
   * The same for every attempt at one message (an e-mail to one member): SMTP sends it as the Message-ID,
   * so a message sent again after a crash is recognisable as the same one.
   */
  key?: string;
}

/**
 * Offered by a sender that records each recipient's outcome: runs `write` in the transaction that records
 * the message as sent. A provider that keeps mail in this database writes it there, so the mail is kept
 * exactly when its recipient is recorded: a crash can neither keep it twice nor lose it.
 */
export type KeepWithOutcome = (write: (tx: Db) => Promise<void>) => Promise<void>;

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage, keep?: KeepWithOutcome): Promise<void>;
  /** Closes what the provider keeps open (the SMTP connections), at shutdown. */
  close?(): Promise<void>;
}
