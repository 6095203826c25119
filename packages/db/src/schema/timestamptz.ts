import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column, read as a Date: every point in time the schema stores. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
