import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { members } from './members';
import { timestamptz } from './timestamptz';

/** A file a member attached to a feedback message, kept through the storage provider. */
export interface FeedbackAttachment {
  filename: string;
  url: string;
  thumbUrl?: string | null;
  mime: string;
  size: number;
  width?: number | null;
  height?: number | null;
}

/**
 * A message a member sent from the app's feedback form (nickName, email, reason
 * (subject), dates, text, attachments). `kind` is `bug_report` or `suggestion` (the list's `key`).
 * It goes with the member's account when the retention job purges it (personal data).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    kind: text('kind').notNull().default('bug_report'),
    subject: text('subject').notNull(),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments').$type<FeedbackAttachment[]>().notNull().default([]),
    /** App version and platform the message was sent from. */
    appVersion: text('app_version'),
    devicePlatform: text('device_platform'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt), index('feedback_member_idx').on(t.memberId)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
