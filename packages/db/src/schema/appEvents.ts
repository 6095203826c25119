import {
  bigserial,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamptz';

/**
 * What the mobile app reported: sessions, screen visits, user actions, onboarding stages and
 * feature use, with the member's country, gender, device, OS, app version and language as they were.
 *
 * On the database this table is PARTITIONED BY RANGE (occurred_at), one partition per UTC month
 * (app_events_YYYY_MM) plus app_events_default as a safety net: migration 0017 replaces the plain table
 * drizzle-kit made, and app_events_ensure_month(timestamptz) makes a month's partition (moving any of its
 * rows out of the default one). Ingestion and the generator call it for the months they touch.
 *
 * A key on a partitioned table must hold the partition key, so the primary key is (seq, occurred_at) and
 * the dedupe key is (event_id, occurred_at): the app sends the same id AND the same time when it retries
 * a batch, so a retry conflicts and is skipped (ON CONFLICT DO NOTHING).
 */
export const appEvents = pgTable(
  'app_events',
  {
    /** Global, increasing with every insert: the roll-up job's watermark. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** Made by the app. */
    eventId: uuid('event_id').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    memberId: uuid('member_id').notNull(),
    /** One of the contract's appEventKinds. */
    kind: text('kind').notNull(),
    /** Visit type, action type or feature, by kind; null for sessions and onboarding. */
    name: text('name'),
    /** onboarding_stage: the step reached (1 … 8). */
    stage: smallint('stage'),
    /** session_end: the session's length in seconds. */
    durationSec: integer('duration_sec'),
    countryCode: text('country_code'),
    gender: text('gender'),
    deviceName: text('device_name'),
    /** android or ios. */
    os: text('os'),
    osVersion: text('os_version'),
    appVersion: text('app_version'),
    language: text('language'),
  },
  (t) => [
    primaryKey({ name: 'app_events_pkey', columns: [t.seq, t.occurredAt] }),
    uniqueIndex('app_events_event_key').on(t.eventId, t.occurredAt),
  ],
);

export type AppEventRow = typeof appEvents.$inferSelect;
export type NewAppEventRow = typeof appEvents.$inferInsert;
