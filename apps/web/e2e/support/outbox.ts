import { readFileSync } from 'node:fs';
import { e2eEnv } from './env';

interface OutboxLine {
  time?: number;
  msg?: string;
  mail?: { to?: string; text?: string };
}

function latestCode(email: string, since: number): string | undefined {
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
    return /sign-in code is (\d{6})/.exec(entry.mail.text ?? '')?.[1];
  }
  return undefined;
}

/** The one-time code last mailed to `email` (through the outbox, i.e. the server log) at or after `since`. */
export async function readOtp(email: string, since = 0): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = latestCode(email, since);
    if (code) return code;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`No sign-in code for ${email} in ${e2eEnv.logFile}`);
}
