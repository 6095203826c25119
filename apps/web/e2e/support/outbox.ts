import { readFileSync } from 'node:fs';
import { e2eEnv } from './env';

interface OutboxLine {
  time?: number;
  msg?: string;
  mail?: { to?: string; text?: string };
}

/** The first group of `pattern` in the mail last written to the outbox for `email` at or after `since`. */
function latestMatch(email: string, since: number, pattern: RegExp): string | undefined {
  const lines = readFileSync(e2eEnv.logFile, 'utf8').split('\n').reverse();
  for (const line of lines) {
    if (!line.includes('outbox mail')) continue;
    let entry: OutboxLine;
    try {
      entry = JSON.parse(line) as OutboxLine;
    } catch {
      continue;
    }
    if (entry.msg !== 'outbox mail' || entry.mail?.to !== email.toLowerCase()) continue;
    if ((entry.time ?? 0) < since) return undefined;
    return pattern.exec(entry.mail.text ?? '')?.[1];
  }
  return undefined;
}

/** The one-time code last mailed to `email` (through the outbox, i.e. the server log) at or after `since`. */
export async function readOtp(email: string, since = 0): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = latestMatch(email, since, /sign-in code is (\d{6})/);
    if (code) return code;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`No sign-in code for ${email} in ${e2eEnv.logFile}`);
}

/** The password reset link last mailed to `email` (through the outbox) at or after `since`. */
export async function readResetLink(email: string, since = 0): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const link = latestMatch(email, since, /(\S+\/reset-password#token=[\w-]{43})/);
    if (link) return link;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`No password reset link for ${email} in ${e2eEnv.logFile}`);
}
