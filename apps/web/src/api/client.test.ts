import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApi } from './client';

const reply = (status: number, body: unknown) =>
  vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

describe('api client', () => {
  const onUnauthorized = vi.fn();
  const onError = vi.fn();

  beforeEach(() => {
    configureApi({ onUnauthorized, onError });
    localStorage.setItem('access_token', 'tok_abcdefghijklmnopqrstuvwxyz');
    localStorage.setItem('user', '{"nickName":"Ana"}');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends the bearer token and the query string, and answers the JSON', async () => {
    const fetchMock = reply(200, { item: [] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('admin/admin-list', { query: { pageNo: 1, search: '' } })).resolves.toEqual({
      item: [],
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/admin-list?pageNo=1');
    expect((init.headers as Record<string, string>).authorization).toBe(
      'Bearer tok_abcdefghijklmnopqrstuvwxyz',
    );
  });

  it('on 401 clears the token (not the user record) and asks to sign in again', async () => {
    vi.stubGlobal('fetch', reply(401, { valid: false, message: 'Please sign in to continue.' }));
    await expect(api('admin/admin-list')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns {valid:false, message} into an ApiError and an error toast', async () => {
    vi.stubGlobal('fetch', reply(409, { valid: false, message: 'changed since loaded' }));
    const error = await api('admin/update-admin/1', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'changed since loaded' });
    expect(onError).toHaveBeenCalledWith('changed since loaded');
  });

  it('reads `msg` when there is no `message`, and stays quiet when silent', async () => {
    vi.stubGlobal('fetch', reply(400, { valid: false, msg: 'bad input' }));
    await expect(api('x', { silent: true })).rejects.toMatchObject({ status: 400, message: 'bad input' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('the sign-in steps go without a token and without the 401 handling', async () => {
    const fetchMock = reply(401, { valid: false, message: 'no' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('admin/admin-login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(localStorage.getItem('access_token')).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
