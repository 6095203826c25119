import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tz = { withTimezone: true, mode: 'date' } as const;

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
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', tz).notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    lastLoginAt: timestamp('last_login_at', tz),
    /** The address of the last successful sign-in: still let in while the e-mail is locked out elsewhere. */
    lastLoginIp: text('last_login_ip'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('admins_identifier_key').on(t.identifier),
    index('admins_created_at_idx').on(t.createdAt),
    index('admins_last_login_at_idx').on(t.lastLoginAt),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('admin_sessions_token_hash_key').on(t.tokenHash),
    index('admin_sessions_admin_id_idx').on(t.adminId),
    index('admin_sessions_created_at_idx').on(t.createdAt),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_admin_id_idx').on(t.adminId)],
);

/** Failed sign-in steps, counted per identifier and per IP for the 15-minute lockout. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('auth_failures_identifier_idx').on(t.identifier, t.createdAt),
    index('auth_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(t.recipient),
  ],
);
