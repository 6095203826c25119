import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './sessionCache';

const session = (sessionId: string, adminId: string): CachedSession => ({
  sessionId,
  adminId,
  nickName: 'Ada',
  userType: 'admin',
  lastSeenAt: 0,
  expiresAt: 0,
  allowList: [],
});

describe('SessionCache', () => {
  it('drops by session or by admin, and announces each drop', () => {
    const announced: string[] = [];
    const cache = new SessionCache((message) => announced.push(message));
    cache.set('h1', session('s1', 'a1'));
    cache.set('h2', session('s2', 'a1'));
    cache.set('h3', session('s3', 'a2'));
    cache.dropSession('s1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeDefined();
    cache.dropAdmin('a1');
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')).toBeDefined();
    expect(announced).toEqual(['session:s1', 'admin:a1']);
  });

  it('applies a drop announced by another process without announcing it again', () => {
    const announced: string[] = [];
    const cache = new SessionCache((message) => announced.push(message));
    cache.set('h3', session('s3', 'a2'));
    cache.receive('admin:a2');
    cache.receive('garbage');
    expect(cache.get('h3')).toBeUndefined();
    expect(announced).toEqual([]);
  });
});
