import type { Db } from '@orrery/db';

/** One member's push: every usable token of their devices (none with the outbox), the texts and the data. */
export interface PushMessage {
  notificationId: string;
  memberId: string;
  tokens: string[];
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * What a provider did with one member's push: reached (at least one device took it), refused for good,
 * or refused for now (`transient`: try again later). Tokens the service called invalid or expired are
 * listed so they are never used again.
 */
export interface PushOutcome {
  memberId: string;
  status: 'sent' | 'failed';
  transient: boolean;
  error?: string;
  invalidTokens: string[];
}

export interface PushProvider {
  readonly name: 'outbox' | 'fcm';
  /** How many members one `send` takes at most (FCM: 500 messages a call). */
  readonly batchLimit: number;
  /** Whether a member without a device token can be reached (the outbox keeps every message). */
  readonly needsTokens: boolean;
  send(messages: PushMessage[], keep?: KeepPushes): Promise<PushOutcome[]>;
}

/**
 * Offered by a sender that records each member's outcome: runs `write` in the transaction that records
 * `memberIds` as reached. A provider that keeps pushes in this database writes them there, so a push is
 * kept exactly when its recipient is recorded: a crash can neither keep it twice nor lose it.
 */
export type KeepPushes = (memberIds: string[], write: (tx: Db) => Promise<void>) => Promise<void>;
