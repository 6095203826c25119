import { LRUCache } from 'lru-cache';
import type { AdminType } from '@orrery/contract';

export interface CachedSession {
  sessionId: string;
  adminId: string;
  nickName: string;
  userType: AdminType;
  lastSeenAt: number;
  expiresAt: number;
  /** The admin's IP allow-list (addresses and ranges); empty: any address. */
  allowList: readonly string[];
}

/**
 * Signed-in sessions by token hash, kept for a few seconds so that a busy console does not look its
 * session up on every call. An entry is dropped the moment its session, or its admin, changes: here at
 * once, and in other server processes through `publish` (PostgreSQL NOTIFY, see cacheChannel.ts); were
 * a message lost, the entry still expires after TTL_MS.
 */
export class SessionCache {
  static readonly TTL_MS = 5_000;
  private readonly entries = new LRUCache<string, CachedSession>({ max: 10_000, ttl: SessionCache.TTL_MS });

  constructor(private readonly publish: (message: string) => void = () => undefined) {}

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  set(tokenHash: string, session: CachedSession): void {
    this.entries.set(tokenHash, session);
  }

  dropSession(sessionId: string): void {
    this.receive(`session:${sessionId}`);
    this.publish(`session:${sessionId}`);
  }

  dropAdmin(adminId: string): void {
    this.receive(`admin:${adminId}`);
    this.publish(`admin:${adminId}`);
  }

  /** Applies a drop announced by any process (this one included). */
  receive(message: string): void {
    const [kind, id] = message.split(':');
    const field = kind === 'session' ? 'sessionId' : kind === 'admin' ? 'adminId' : null;
    if (!field || !id) return;
    for (const [key, value] of this.entries.entries()) if (value[field] === id) this.entries.delete(key);
  }
}
