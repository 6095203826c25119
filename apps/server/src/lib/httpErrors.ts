/** An error whose message is safe to show: the central handler answers it as `{valid: false, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields answered beside the message (a 409's `currentVersion`); the route's schema must list them. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/**
 * An edit made on an older copy: 409 with the version stored now, so that the console can offer to save the
 * person's edits over it (sent again with that version, after they have seen the dialog).
 */
export const staleVersion = (message: string, currentVersion: number) =>
  new HttpError(409, message, { currentVersion });
export const tooManyRequests = (message: string) => new HttpError(429, message);
