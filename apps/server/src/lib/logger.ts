import pino, { type DestinationStream, type Logger } from 'pino';
import { logSafeError } from './logSafeError';

/**
 * The server's log: tokens, passwords and codes in requests are hidden, and every error (`err`) is
 * written without the values it carries (see logSafeError).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.otp',
        ],
        censor: '[hidden]',
      },
      serializers: { err: logSafeError, error: logSafeError },
    },
    destination,
  );
}
