import { clearAccessToken, getAccessToken } from '../lib/session';
import { toQueryString, type QueryParams } from '../lib/queryString';

/** A failed call: the HTTP status and the server's `message` (or `msg`). Status 0 means no answer. */
export class ApiError extends Error {
  readonly status: number;
  /** A 409 of a versioned save: the version stored now (the record changed since it was loaded). */
  readonly currentVersion?: number;

  constructor(status: number, message: string, currentVersion?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.currentVersion = currentVersion;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; wins over `body`. */
  form?: FormData;
  /** The two sign-in steps go without a bearer token and without the 401 handling. */
  auth?: boolean;
  /** The caller shows its own message instead of the error toast. */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiHandlers {
  /** The token was refused: it is already cleared; send the user to sign in again. */
  onUnauthorized: () => void;
  onError: (message: string) => void;
}

const FALLBACK_MESSAGE = 'An unexpected error occurred';

function defaultUnauthorized(): void {
  const { pathname, search, hash } = window.location;
  if (pathname === '/login') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search + hash)}`);
}

let handlers: ApiHandlers = { onUnauthorized: defaultUnauthorized, onError: () => {} };

/** The shell wires navigation and toasts in once it has a router and antd's message API. */
export function configureApi(next: Partial<ApiHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** A call made outside `api` (a download) was answered 401: clear the token and go to sign-in. */
export function reportUnauthorized(): void {
  clearAccessToken();
  handlers.onUnauthorized();
}

/** The message an error should show in a toast. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_MESSAGE;
}

function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const { message, msg } = body as { message?: unknown; msg?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof msg === 'string' && msg) return msg;
  }
  return status >= 500 ? FALLBACK_MESSAGE : `Request failed (${status})`;
}

function currentVersionOf(body: unknown): number | undefined {
  const version =
    typeof body === 'object' && body !== null
      ? (body as { currentVersion?: unknown }).currentVersion
      : undefined;
  return Number.isInteger(version) ? (version as number) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fail(error: ApiError, silent: boolean): never {
  if (!silent) handlers.onError(error.message);
  throw error;
}

/** Calls `/api/<path>`; answers the parsed JSON or throws an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, form, auth = true, silent = false, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = auth ? getAccessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}${query ? toQueryString(query) : ''}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return fail(new ApiError(0, 'The server could not be reached. Check your connection.'), silent);
  }

  const data = await readBody(response);
  if (response.status === 401 && auth) {
    clearAccessToken();
    handlers.onUnauthorized();
    throw new ApiError(401, messageOf(data, 401));
  }
  const refused = typeof data === 'object' && data !== null && (data as { valid?: unknown }).valid === false;
  if (!response.ok || refused)
    return fail(
      new ApiError(response.status, messageOf(data, response.status), currentVersionOf(data)),
      silent,
    );
  return data as T;
}
