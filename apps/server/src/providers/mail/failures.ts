/** How a failed send should be treated: `transient` failures are tried again later, the others are final. */
export interface MailFailure {
  transient: boolean;
  message: string;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * Reads a nodemailer error: an SMTP 5xx reply (a refused recipient, a refused message) is final; a 4xx
 * reply, a dropped or refused connection and a timeout are worth another try.
 */
export function mailFailure(error: unknown): MailFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const message = (e.response ?? e.message ?? String(error)).slice(0, 300);
  if (typeof e.responseCode === 'number') return { transient: e.responseCode < 500, message };
  return { transient: true, message };
}
