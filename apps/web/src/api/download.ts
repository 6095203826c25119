import { getAccessToken } from '../lib/session';
import { toQueryString, type QueryParams } from '../lib/queryString';
import { ApiError, reportUnauthorized } from './client';

export interface DownloadProgress {
  bytes: number;
  /** Lines received so far (a CSV's rows, header included). */
  lines: number;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return new ApiError(response.status, body.message);
  } catch {
    // not JSON
  }
  return new ApiError(response.status, `Download failed (${response.status})`);
}

/**
 * Fetches `/api/<path>` with the bearer token (never a token in the URL), reads the streamed body while
 * reporting progress, and saves it under the server's file name.
 */
export async function downloadFile(
  path: string,
  query: QueryParams,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`/api/${path}${toQueryString(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (response.status === 401) {
    reportUnauthorized();
    throw new ApiError(401, 'Please sign in to continue.');
  }
  if (!response.ok || !response.body) throw await failureOf(response);
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    progress.bytes += value.length;
    for (const byte of value) if (byte === 10) progress.lines += 1;
    onProgress({ ...progress });
  }
  const url = URL.createObjectURL(
    new Blob(parts, { type: response.headers.get('content-type') ?? 'text/csv' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
