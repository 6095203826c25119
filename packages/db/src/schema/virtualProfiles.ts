import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import type { VirtualProfileRow } from '@orrery/contract';
import { members } from './members';
import { timestamptz } from './timestamptz';

/** The image library: pictures a virtual profile is given, shared by many. */
export const fakeImages = pgTable(
  'fake_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** What the storage provider answered for the re-encoded JPEG, and for its thumbnail. */
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('fake_images_created_idx').on(t.createdAt, t.id)],
);

/** A "Create all" of the Virtual Profile screen: its checked rows and how far the job has come. */
export const virtualProfileImports = pgTable(
  'virtual_profile_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    rows: jsonb('rows').$type<VirtualProfileRow[]>().notNull(),
    message: text('message').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (t) => [index('virtual_profile_imports_status_idx').on(t.status)],
);

/**
 * A member created as a virtual profile: its library image and, when created by a "Create all", the
 * import and row, whose key makes a resumed or doubled run create nobody twice.
 */
export const virtualProfiles = pgTable(
  'virtual_profiles',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id').references(() => fakeImages.id, { onDelete: 'set null' }),
    importId: uuid('import_id').references(() => virtualProfileImports.id, { onDelete: 'set null' }),
    importRow: integer('import_row'),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('virtual_profiles_import_row_key').on(t.importId, t.importRow)],
);
