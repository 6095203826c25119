import { date, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nickName: text('nick_name').notNull(),
    identifier: text('identifier').notNull(),
    passwordHash: text('password_hash').notNull(),
    gender: text('gender'),
    userType: text('user_type').notNull(),
    profession: text('profession'),
    dob: date('dob', { mode: 'string' }),
    tob: text('tob'),
    pob: text('pob'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    imageUrl: text('image_url'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    lastLoginAt: timestamptz('last_login_at'),
    /** The address of the last successful sign-in: still let in while the e-mail is locked out elsewhere. */
    lastLoginIp: text('last_login_ip'),
    /** When the password was last set (created, changed by its owner, or reset through a link). */
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('admins_identifier_key').on(t.identifier),
    index('admins_created_at_idx').on(t.createdAt),
    index('admins_last_login_at_idx').on(t.lastLoginAt),
  ],
);
