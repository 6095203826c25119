import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
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

/** Where the log goes: JSON lines on stdout, or readable lines (time, level, message, fields) for a person. */
export function logDestination(
  format: 'json' | 'pretty',
  output: NodeJS.WritableStream = process.stdout,
): DestinationStream | undefined {
  if (format === 'json') return undefined;
  const colorize = output === process.stdout && process.stdout.isTTY;
  return pretty({ destination: output, colorize, translateTime: 'SYS:HH:MM:ss', sync: true });
}

/**
 * Node's warnings (a dependency's notice that it will need a newer Node) become log lines like every
 * other, not free text on stderr beside the JSON.
 */
export function logRuntimeWarnings(log: Logger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    log.warn({ warning: { name: warning.name, message: warning.message } }, 'runtime warning'),
  );
}
