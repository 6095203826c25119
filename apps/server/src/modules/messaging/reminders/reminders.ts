import { and, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { publishedText } from '../../languages';
import type { JobQueue } from '../../../providers/jobs';
import { dispatchSend } from '../queue';
import { reminderSettings } from './reminderSettings';
import { templateLanguage } from '../email/memberMail';

const { members, memberReminders, pushNotifications, pushRecipients, emailMessages, emailRecipients } =
  schema;

/** At most this many members are reminded of one kind in one run; the next run takes the rest. */
export const REMINDERS_PER_RUN = 5000;

type ReminderKind = 'incomplete_push' | 'incomplete_email' | 'logout_email';

interface Candidate {
  id: string;
  identifier: string;
  language: string;
}

/** The language keys of the texts: pt_br members read Português, everyone else English. */
const textLanguage = (language: string) => (language === 'pt_br' ? 'pt_BR' : 'en');

/**
 * Members matching `who` not reminded of this kind within the last `hours`, and whose state is older than
 * that (a profile left incomplete, an absence).
 */
async function candidates(
  db: Db,
  kind: ReminderKind,
  who: SQL,
  hours: number,
  now: Date,
): Promise<Candidate[]> {
  const since = new Date(now.getTime() - hours * 3_600_000);
  const rows = await db
    .select({ id: members.id, identifier: members.identifier, language: members.language })
    .from(members)
    .where(
      and(
        not(members.isDeleted),
        not(members.isBlocked),
        // an e-mail reminder skips members who turned e-mails off (the unsubscribe link)
        kind === 'incomplete_push' ? sql`true` : isNull(members.emailUnsubscribedAt),
        who,
        sql`not exists (select 1 from ${memberReminders} r where r.member_id = ${members.id}
          and r.kind = ${kind} and r.sent_at > ${since.toISOString()}::timestamptz)`,
        lt(members.createdAt, since),
      ),
    )
    .limit(REMINDERS_PER_RUN);
  return rows.map((r) => ({ ...r, language: templateLanguage(r.language) }));
}

const byLanguage = (list: Candidate[]) => {
  const groups = new Map<string, Candidate[]>();
  for (const c of list) groups.set(c.language, [...(groups.get(c.language) ?? []), c]);
  return groups;
};

async function markReminded(tx: Db, kind: ReminderKind, ids: string[], now: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .insert(memberReminders)
      .values(ids.slice(i, i + 1000).map((memberId) => ({ memberId, kind, sentAt: now })))
      .onConflictDoUpdate({ target: [memberReminders.memberId, memberReminders.kind], set: { sentAt: now } });
  }
}

/** One push per language for these members, recorded in the history with its recipients. */
async function remindByPush(db: Db, list: Candidate[], key: string, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const [language, group] of byLanguage(list)) {
    const lang = textLanguage(language);
    const title =
      (await publishedText(db, 'incomplete_user_notification_title', lang)) ?? 'Complete your profile';
    const text = (await publishedText(db, 'incomplete_user_notification_text', lang)) ?? '';
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pushNotifications)
        .values({
          kind: 'incomplete_reminder',
          notificationKey: key,
          notificationTitle: title,
          notificationBody: text,
          language,
          inCompleteUser: true,
          totalUserCount: group.length,
          enumerated: true,
        })
        .returning({ id: pushNotifications.id });
      if (!row) throw new Error('reminder insert failed');
      for (let i = 0; i < group.length; i += 1000) {
        await tx
          .insert(pushRecipients)
          .values(group.slice(i, i + 1000).map((c) => ({ notificationId: row.id, memberId: c.id })));
      }
      await markReminded(
        tx,
        'incomplete_push',
        group.map((c) => c.id),
        now,
      );
      return row.id;
    });
    ids.push(id);
  }
  return ids;
}

/** One e-mail per language for these members, recorded in the e-mail history with its recipients. */
async function remindByEmail(
  db: Db,
  list: Candidate[],
  kind: 'incomplete_email' | 'logout_email',
  now: Date,
): Promise<string[]> {
  const prefix = kind === 'incomplete_email' ? 'incomplete_user_email' : 'logout_user_email';
  const ids: string[] = [];
  for (const [language, group] of byLanguage(list)) {
    const lang = textLanguage(language);
    const subject = (await publishedText(db, `${prefix}_title`, lang)) ?? 'Orrery';
    const body = (await publishedText(db, `${prefix}_text`, lang)) ?? '';
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailMessages)
        .values({
          kind: kind === 'incomplete_email' ? 'incomplete_reminder' : 'logout_reminder',
          emailSubject: subject,
          emailBody: body,
          language,
          totalUserCount: group.length,
        })
        .returning({ id: emailMessages.id });
      if (!row) throw new Error('reminder insert failed');
      for (let i = 0; i < group.length; i += 1000) {
        await tx
          .insert(emailRecipients)
          .values(
            group
              .slice(i, i + 1000)
              .map((c) => ({ emailId: row.id, memberId: c.id, identifier: c.identifier, language })),
          );
      }
      await markReminded(
        tx,
        kind,
        group.map((c) => c.id),
        now,
      );
      return row.id;
    });
    ids.push(id);
  }
  return ids;
}

/**
 * One run of the automatic reminders: for each service switched on, the members still incomplete (or
 * away: last activity older than the reset time) and not reminded within its reset hours get the
 * notification or e-mail in their language, recorded in the history and sent by the send jobs.
 * A service switched off sends nothing from the next run on.
 */
export async function runReminders(deps: { db: Db; jobs: JobQueue }, now = new Date()) {
  const s = await reminderSettings(deps.db);
  const incomplete = sql`not ${members.isRegistrationComplete}`;
  const pushes: string[] = [];
  const emails: string[] = [];
  if (s.incomplete_notification_service === true) {
    const list = await candidates(
      deps.db,
      'incomplete_push',
      incomplete,
      Number(s.incomplete_notification_sent_reset_time),
      now,
    );
    pushes.push(...(await remindByPush(deps.db, list, String(s.incomplete_notification_key), now)));
  }
  if (s.incomplete_email_service === true) {
    const list = await candidates(
      deps.db,
      'incomplete_email',
      incomplete,
      Number(s.incomplete_email_sent_reset_time),
      now,
    );
    emails.push(...(await remindByEmail(deps.db, list, 'incomplete_email', now)));
  }
  if (s.logout_email_service === true) {
    const hours = Number(s.logout_email_sent_reset_time);
    const since = new Date(now.getTime() - hours * 3_600_000);
    const away = sql`${members.isRegistrationComplete} and coalesce(${members.lastActiveAt}, ${members.lastLoginAt}, ${members.createdAt}) < ${since.toISOString()}::timestamptz`;
    const list = await candidates(deps.db, 'logout_email', away, hours, now);
    emails.push(...(await remindByEmail(deps.db, list, 'logout_email', now)));
  }
  for (const id of pushes) await dispatchSend(deps.jobs, 'push', id);
  for (const id of emails) await dispatchSend(deps.jobs, 'email', id);
  return { pushes, emails };
}
