import { desc, ilike, or, sql } from 'drizzle-orm';
import {
  MESSAGE_TEXT_MAX,
  emailMessages as m,
  pushMessages,
  type EmailHistoryItem,
  type SendEmailBody,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../../lib/audit';
import { badRequest } from '../../../lib/httpErrors';
import { likePattern } from '../../../lib/paging';
import { unique, unknownIds } from '../audience';
import { pageOf } from '../paging';
import { checkSchedule, dueTimesOf, scheduledColumns, scheduleOfRow, writeDueTimes } from '../schedule';

const { emailMessages, emailRecipients, members } = schema;

/** Pasted ids split on newlines, commas and spaces, repeats skipped. */
export function splitIds(ids: string | readonly string[] | undefined): string[] {
  const items: readonly unknown[] = typeof ids === 'string' ? [ids] : (ids ?? []);
  // the schema's type coercion can let a list inside the list through: refused as the field, never a 500
  if (!items.every((item): item is string => typeof item === 'string'))
    throw badRequest(pushMessages.userIdsInvalid);
  return unique(items.flatMap((s) => s.toLowerCase().split(/[\s,]+/)));
}

/** The checks of "Push e-mail": ids, subject and body required; subject at most 200; en or pt_br. */
export function checkEmail(body: SendEmailBody) {
  const ids = splitIds(body.userIds);
  const subject = body.emailSubject?.trim() ?? '';
  const text = body.emailBody?.trim() ?? '';
  if (!ids.length || !subject || !text) throw badRequest(m.required);
  if (subject.length > MESSAGE_TEXT_MAX) throw badRequest(m.subjectTooLong);
  const language = (body.language || 'en').toLowerCase();
  if (language !== 'en' && language !== 'pt_br') throw badRequest(m.language);
  return { ids, subject, text, language };
}

/**
 * Stores the e-mail and one recipient per member (their e-mail now, and for a local-time send the hour
 * each gets it), queued for the job or scheduled; one audit row. `zone`: the company's time zone.
 */
export async function createEmail(db: Db, actor: Actor, body: SendEmailBody, zone = 'UTC') {
  const checked = checkEmail(body);
  const schedule = checkSchedule(body, zone);
  const unknown = await unknownIds(db, checked.ids);
  if (unknown.length) throw badRequest(pushMessages.badUserIds(unknown));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailMessages)
      .values({
        emailSubject: checked.subject,
        emailBody: checked.text,
        language: checked.language,
        totalUserCount: checked.ids.length,
        createdBy: actor.id,
        ...scheduledColumns(schedule),
      })
      .returning();
    if (!row) throw new Error('e-mail insert failed');
    for (let i = 0; i < checked.ids.length; i += 1000) {
      await tx.execute(sql`
        insert into ${emailRecipients} (email_id, member_id, identifier, language)
        select ${row.id}, id, identifier, language from ${members}
        where id in (${sql.join(
          checked.ids.slice(i, i + 1000).map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      if (schedule?.mode === 'local') {
        const due = await dueTimesOf(tx, checked.ids.slice(i, i + 1000), schedule.sendAt, schedule.timeZone);
        await writeDueTimes(tx, 'email', row.id, due);
      }
    }
    await writeAudit(tx, actor, {
      action: 'send',
      entity: 'email',
      entityId: row.id,
      after: {
        emailSubject: checked.subject,
        language: checked.language,
        userIds: checked.ids,
        ...scheduledColumns(schedule),
      },
    });
    return row;
  });
}

type EmailRow = typeof emailMessages.$inferSelect;

export const emailItem = (row: EmailRow): EmailHistoryItem => ({
  _id: row.id,
  kind: row.kind,
  emailSubject: row.emailSubject,
  emailBody: row.emailBody,
  language: row.language,
  status: row.status,
  totalUserCount: row.totalUserCount,
  processedCount: row.processedCount,
  successfullyReachCount: row.successfullyReachCount,
  failedCount: row.failedCount,
  demoCount: row.demoCount,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  ...scheduleOfRow(row),
});

/** `GET user/email-list/{skip}/{limit}/`: newest first; `search` in the subject or the body. */
export async function listEmails(db: Db, skip: number, limit: number, search?: string) {
  const text = search?.trim();
  const where = text
    ? or(
        ilike(emailMessages.emailSubject, likePattern(text)),
        ilike(emailMessages.emailBody, likePattern(text)),
      )
    : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailMessages)
    .where(where);
  const rows = await db
    .select()
    .from(emailMessages)
    .where(where)
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .offset(skip)
    .limit(limit);
  return { valid: true as const, item: rows.map(emailItem), pagination: pageOf(count?.n ?? 0, skip, limit) };
}
