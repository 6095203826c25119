import { index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { timestamptz } from './timestamptz';

/** A member's profile photo (media item): up to 6 per member, each reviewed pending/approved/rejected. */
export const memberPhotos = pgTable(
  'member_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 to 6: the order the app shows them in. */
    position: smallint('position').notNull(),
    /** Storage URL of the image (`/files/…`), and of its thumbnail variant. */
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    mime: text('mime').notNull().default('image/jpeg'),
    kind: text('kind').notNull().default('image'),
    /** Who added it: app (the member), admin, or seed (demo data). */
    source: text('source').notNull().default('app'),
    title: text('title'),
    sizeBytes: integer('size_bytes'),
    width: smallint('width'),
    height: smallint('height'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
  },
  (t) => [
    uniqueIndex('member_photos_member_position_key').on(t.memberId, t.position),
    // is a stored file still used by another photo? (the demo pool shares files)
    index('member_photos_url_idx').on(t.url),
    index('member_photos_thumb_url_idx').on(t.thumbUrl),
  ],
);

export type MemberPhotoRow = typeof memberPhotos.$inferSelect;
