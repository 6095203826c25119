import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { timestamptz } from './timestamptz';

/** One introduction of a celebrity in one language (the Languages area's mobile key: en, pt_BR…). */
export interface CelebrityIntroductionRow {
  language: string;
  short_intro: string;
  profession: string;
}

/**
 * A celebrity: a member-like record the members compare their charts with. Height in
 * metres; the image is one stored file URL (`/files/celebrities/…`) with its credit; `chart` is the natal
 * chart computed by `astrologic/save-member-chart` (null until then, cleared when the birth data changes);
 * status is V2's publish workflow; delete sets active false and adds the role blocked.
 */
export const celebrities = pgTable(
  'celebrities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Synthesised on creation from the name and a timestamp. */
    identifier: text('identifier').notNull(),
    gender: text('gender').$type<'m' | 'f'>().notNull(),
    celebrityType: text('celebrity_type').notNull(),
    region: text('region').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    profession: text('profession').notNull(),
    rodden: text('rodden').notNull(),
    jungianType: text('jungian_type').notNull(),
    shortIntro: text('short_intro').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    tob: text('tob').notNull(),
    pob: text('pob').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    credit: text('credit').notNull(),
    imageUrl: text('image_url'),
    imageCredit: text('image_credit'),
    introductions: jsonb('introductions').$type<CelebrityIntroductionRow[]>().notNull().default([]),
    chart: jsonb('chart'),
    chartAt: timestamptz('chart_at'),
    status: text('status').$type<'publish' | 'unPublish'>().notNull().default('unPublish'),
    active: boolean('active').notNull().default(true),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`array['demo']::text[]`),
    /** Made by the demo data generator. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('celebrities_identifier_key').on(t.identifier),
    index('celebrities_list_idx').on(t.active, t.createdAt, t.id),
    index('celebrities_name_idx').on(t.fullName),
  ],
);
