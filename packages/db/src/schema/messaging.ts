import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { RecipientStatus, SendMode, SendStatus } from '@orrery/contract';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/**
 * When a push or an e-mail goes (see SendMode): `sendAt` the wall time chosen ('YYYY-MM-DDTHH:mm'),
 * `timeZone` the company's zone when it was scheduled (that of `sendAt` for 'at', that of members whose own
 * zone is unknown for 'local'), `nextRunAt` when the scheduler next starts it (status scheduled or waiting).
 * A function: each table takes columns of its own.
 */
const scheduleColumns = () => ({
  sendMode: text('send_mode').$type<SendMode>().notNull().default('now'),
  sendAt: text('send_at'),
  timeZone: text('time_zone'),
  nextRunAt: timestamptz('next_run_at'),
  cancelledAt: timestamptz('cancelled_at'),
  cancelledBy: uuid('cancelled_by'),
});

/**
 * A push notification (and its history record): the audience as chosen
 * (groups, targeting, pasted ids) and the fan-out's progress. `cursor` is the last member id the
 * fan-out enumerated, so a restarted job goes on after it.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** manual (the console) or incomplete_reminder (the automatic reminder). */
    kind: text('kind').notNull().default('manual'),
    notificationKey: text('notification_key').notNull(),
    notificationTitle: text('notification_title').notNull(),
    notificationBody: text('notification_body').notNull(),
    notificationDescription: text('notification_description'),
    language: text('language'),
    gender: jsonb('gender').$type<string[]>().notNull().default([]),
    fromAgeValue: integer('from_age_value'),
    toAgeValue: integer('to_age_value'),
    allUser: boolean('all_user').notNull().default(false),
    activeUser: boolean('active_user').notNull().default(false),
    dormantUser: boolean('dormant_user').notNull().default(false),
    inCompleteUser: boolean('in_complete_user').notNull().default(false),
    cities: jsonb('cities').$type<string[]>().notNull().default([]),
    states: jsonb('states').$type<string[]>().notNull().default([]),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    userIds: jsonb('user_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<SendStatus>().notNull().default('queued'),
    totalUserCount: integer('total_user_count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    successfullyReachCount: integer('successfully_reach_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** Recipients that are demo data: their messages went to the outbox whatever provider is set. */
    demoCount: integer('demo_count').notNull().default(0),
    /** Recipients the frequency cap held back (pushes they had in the 24 hours before theirs). */
    cappedCount: integer('capped_count').notNull().default(0),
    ...scheduleColumns(),
    enumerated: boolean('enumerated').notNull().default(false),
    cursor: uuid('cursor'),
    /** The sending run that holds the message, until when (renewed by each of its writes; see sendLease). */
    leaseOwner: uuid('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('push_notifications_created_idx').on(t.createdAt),
    index('push_notifications_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('push_notifications_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.status} in ('scheduled', 'waiting')`),
  ],
);

/** One member of a push's audience and the outcome of sending to them. */
export const pushRecipients = pgTable(
  'push_recipients',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** A send at each member's local time: when this member's hour comes (null: at once). */
    dueAt: timestamptz('due_at'),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.memberId] }),
    index('push_recipients_status_idx').on(t.notificationId, t.status),
    // a run's claim: the next waiting recipients in member order, read in order (not all waiting, sorted)
    index('push_recipients_pending_idx')
      .on(t.notificationId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    // the frequency cap: a member's pushes reached in the last 24 hours
    index('push_recipients_sent_idx')
      .on(t.memberId, t.modifiedAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** The outbox push provider: every message it was given, kept (no credentials needed). */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id'),
    memberId: uuid('member_id').notNull(),
    tokens: jsonb('tokens').$type<string[]>().notNull().default([]),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_outbox_notification_idx').on(t.notificationId, t.memberId)],
);

/** Device tokens FCM reported invalid or expired: never used again. */
export const invalidPushTokens = pgTable('invalid_push_tokens', {
  token: text('token').primaryKey(),
  reason: text('reason').notNull(),
  markedAt: timestamptz('marked_at').notNull().defaultNow(),
});

/** An e-mail to members (and its history record) and its progress. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** manual, incomplete_reminder or logout_reminder. */
    kind: text('kind').notNull().default('manual'),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<SendStatus>().notNull().default('queued'),
    totalUserCount: integer('total_user_count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    successfullyReachCount: integer('successfully_reach_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** Recipients that are demo data: their e-mails went to the outbox whatever provider is set. */
    demoCount: integer('demo_count').notNull().default(0),
    ...scheduleColumns(),
    /** The sending run that holds the e-mail, until when (renewed by each of its writes; see sendLease). */
    leaseOwner: uuid('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('email_messages_created_idx').on(t.createdAt),
    index('email_messages_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.status} in ('scheduled', 'waiting')`),
  ],
);

/** One recipient of an e-mail (_id, identifier) and the outcome. */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    emailId: uuid('email_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    identifier: text('identifier').notNull(),
    language: text('language'),
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** A send at each member's local time: when this member's hour comes (null: at once). */
    dueAt: timestamptz('due_at'),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.emailId, t.memberId] }),
    index('email_recipients_status_idx').on(t.emailId, t.status),
    index('email_recipients_pending_idx')
      .on(t.emailId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** When a member last got an automatic reminder of a kind (incomplete_push, incomplete_email, logout_email). */
export const memberReminders = pgTable(
  'member_reminders',
  {
    memberId: uuid('member_id').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);
