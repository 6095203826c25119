import { BASE_TEXT, EMAIL } from './schemaValues';
import { expectedOnRefusal, type Write } from './writeLog';

/** How many copies of one request the concurrency pass sends at once. */
export const BURST = 10;

/**
 * A create route: one that writes with its accepted baseline a row of its own (not only the audit row, a
 * sign-in failure or the session's last-seen time).
 */
export const isCreate = (method: string, writes: readonly Write[]) =>
  method !== 'GET' &&
  method !== 'DELETE' &&
  writes.some((w) => w.operation === 'INSERT' && w.table !== 'audit_log' && !expectedOnRefusal([w]));

/** Put in a key of letters only (a language's key) where the free texts have their digits: made fresh too. */
export const LETTERS = 'qqqq';

/**
 * A request's text with values no earlier request used: the e-mail, the digits of the free texts and
 * `LETTERS`, so that a unique key of the body (an admin's e-mail, a language's key, a group's name) is
 * free before the burst and taken by its first success.
 */
export function freshened(text: string, burst: number): string {
  const [word = '', digits = ''] = BASE_TEXT.split('-');
  const number = String(5000 + burst).slice(-digits.length);
  const letters = [...number].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
  return text
    .replaceAll(EMAIL, `fuzz.burst${burst}@example.com`)
    .replaceAll(`${word}-${digits}`, `${word}-${number}`)
    .replaceAll(LETTERS, letters);
}

export interface Answer {
  status: number;
  body: string;
}

/** What a burst showed: a unique key (one success, then 409s), none, or a request refused as it was sent. */
export type BurstKind = 'unique key' | 'no unique key' | 'refused as sent';

const ok = (status: number) => status >= 200 && status < 300;

function refusalShape(answer: Answer): boolean {
  try {
    const body = JSON.parse(answer.body) as { valid?: unknown; message?: unknown };
    return body.valid === false && typeof body.message === 'string' && body.message.trim() !== '';
  } catch {
    return false;
  }
}

/**
 * The verdict on `BURST` copies of one request sent at once, and the same request sent once more after
 * them (`replay`). Never a 5xx; every refusal `{valid: false, message}`; when a copy succeeded, the others
 * answer a success, 409 or what the replay answers (a limit the copies reached: a member's photo slots),
 * nothing else; and when the replay answers 409 (the body holds a unique key, now taken), exactly one
 * copy succeeded. When none succeeded the request is refused as it stands (a version token already used):
 * nothing raced.
 */
export function burstVerdict(
  where: string,
  answers: readonly Answer[],
  replay: Answer,
): { kind: BurstKind; problems: string[] } {
  const problems: string[] = [];
  const said = (a: Answer) => `${a.status} ${a.body.slice(0, 200)}`;
  for (const answer of [...answers, replay]) {
    if (answer.status >= 500) problems.push(`${where}: answered ${said(answer)}`);
    else if (!ok(answer.status) && !refusalShape(answer)) {
      problems.push(`${where}: a refusal without {valid: false, message}: ${said(answer)}`);
    }
  }
  const successes = answers.filter((a) => ok(a.status)).length;
  if (successes === 0) return { kind: 'refused as sent', problems };
  const allowed = (status: number) => ok(status) || status === 409 || status === replay.status;
  for (const answer of answers.filter((a) => !allowed(a.status) && a.status < 500)) {
    problems.push(`${where}: a parallel copy answered ${said(answer)} (a success or 409 only)`);
  }
  if (ok(replay.status)) {
    // the same request is accepted again: it holds no unique key, so no copy may have clashed with another
    for (const answer of answers.filter((a) => a.status === 409)) {
      problems.push(
        `${where}: a parallel copy answered ${said(answer)}, then the same request ${said(replay)}`,
      );
    }
  }
  if (replay.status !== 409) return { kind: 'no unique key', problems };
  if (successes !== 1) {
    problems.push(
      `${where}: ${successes} of ${answers.length} parallel copies succeeded, then the same request ` +
        `answered ${said(replay)}: a unique key must let exactly one through`,
    );
  }
  return { kind: 'unique key', problems };
}
