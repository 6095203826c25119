import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { admins } from './admins';
import { timestamptz } from './timestamptz';

/**
 * A pair group: pairs tested together. `version` grows with every change of its
 * pairs, so computed results are keyed by (group version, set id, set version) and never go stale.
 */
export const pairGroups = pgTable(
  'pair_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    pairCount: integer('pair_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    modifiedBy: uuid('modified_by'),
  },
  (t) => [uniqueIndex('pair_groups_name_key').on(sql`lower(${t.name})`)],
);

/**
 * A person of a pair as stored: the birth data entered, the UTC instant it maps to in the zone of the
 * place, and the computed, set-independent chart: tropical longitudes of the 14 points in
 * `PLANET_CODES` order and the Lahiri ayanamsa of the instant (computed once when the pair is added).
 */
export interface StoredPerson {
  name: string;
  gender: 'm' | 'f' | 'o';
  dob: string;
  tob: string;
  utc: string;
  pob: string;
  lat: number;
  lng: number;
  zone: string;
  ambiguous: boolean;
  lngs: number[];
  ayanamsa: number;
}

/** A pair of people: person A and person B, kept whole as they are always read together. */
export const pairs = pgTable(
  'pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order pairs were added in: the pair table's order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => pairGroups.id, { onDelete: 'cascade' }),
    userA: jsonb('user_a').$type<StoredPerson>().notNull(),
    userB: jsonb('user_b').$type<StoredPerson>().notNull(),
    /** The file import that added the pair and its row there: a resumed import skips rows already in. */
    importId: uuid('import_id').references(() => pairImports.id, { onDelete: 'set null' }),
    importRow: integer('import_row'),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('pairs_group_seq_idx').on(t.groupId, t.seq),
    uniqueIndex('pairs_import_row_key').on(t.importId, t.importRow),
  ],
);

/** A validated pair-file row, kept with its import until every row is in. */
export interface PairImportRow {
  name1: string;
  gender1: string;
  dt1: string;
  loc1: string;
  lat1: number;
  lng1: number;
  name2: string;
  gender2: string;
  dt2: string;
  loc2: string;
  lat2: number;
  lng2: number;
  /** The birth instants found when the file was checked, so that the job only computes the charts. */
  birth1?: StoredBirth;
  birth2?: StoredBirth;
}

/** The zone of a birth place and the UTC instant of the local birth time there. */
export interface StoredBirth {
  zone: string;
  utc: string;
  ambiguous: boolean;
}

/** A file import of pairs: its validated rows and how far the job has come. */
export const pairImports = pgTable(
  'pair_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => pairGroups.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    rows: jsonb('rows').$type<PairImportRow[]>().notNull(),
    message: text('message').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (t) => [index('pair_imports_status_idx').on(t.status)],
);
