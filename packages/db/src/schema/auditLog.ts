import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * The row's place in the chain and its hash (hex SHA-256 of the previous row's hash and this row),
     * set by the database when the writing transaction commits (migration 0041): null until then.
     */
    seq: bigint('seq', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [
    // a record's History, newest first
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_created_at_idx').on(t.createdAt),
    // the Activity screen's filters by admin and by action, newest first
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    uniqueIndex('audit_log_seq_idx').on(t.seq),
  ],
);

/** The head of the audit log's hash chain: the last sealed row's place and hash (one row). */
export const auditChain = pgTable(
  'audit_chain',
  {
    id: smallint('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  () => [check('audit_chain_one_row', sql`id = 1`)],
);
