import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(t.recipient),
  ],
);
