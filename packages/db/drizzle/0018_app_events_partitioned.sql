-- Issue 13: app_events partitioned BY RANGE (occurred_at), one partition per UTC month. drizzle-kit cannot
-- write PARTITION BY, so 0017 made the plain table (its snapshot stays what Drizzle sees) and this migration
-- replaces it, still empty, with the partitioned one: the same columns, keys and index. A key on a
-- partitioned table must hold the partition key: primary key (seq, occurred_at), dedupe key
-- (event_id, occurred_at) -- a retried event repeats its id and its time. seq stays a bigserial (identity
-- columns on partitioned tables need PostgreSQL 17) and is global, the roll-up job's watermark.
-- Works the same on PostgreSQL 15+ and PGlite.
DROP TABLE "app_events";--> statement-breakpoint
CREATE TABLE "app_events" (
	"seq" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"stage" smallint,
	"duration_sec" integer,
	"country_code" text,
	"gender" text,
	"device_name" text,
	"os" text,
	"os_version" text,
	"app_version" text,
	"language" text,
	CONSTRAINT "app_events_pkey" PRIMARY KEY("seq","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_events_event_key" ON "app_events" USING btree ("event_id","occurred_at");--> statement-breakpoint
-- the safety net: an event of a month without its partition lands here until that month's partition is made
CREATE TABLE "app_events_default" PARTITION OF "app_events" DEFAULT;--> statement-breakpoint
-- Makes the partition app_events_YYYY_MM of the UTC month holding `at` if it is missing. Rows of that month
-- already in the default partition move into it (keeping their seq), so it can always be attached.
-- Concurrent callers queue on an advisory lock; the common case (partition exists) takes no lock.
CREATE OR REPLACE FUNCTION app_events_ensure_month(at timestamptz) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', at AT TIME ZONE 'UTC')::date;
  from_at timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
  to_at timestamptz := (first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  part text := 'app_events_' || to_char(first_day, 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('app_events_partitions'));
  IF to_regclass(part) IS NOT NULL THEN RETURN; END IF;
  EXECUTE format('CREATE TABLE %I (LIKE app_events INCLUDING DEFAULTS)', part);
  EXECUTE format(
    'WITH moved AS (DELETE FROM app_events_default WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) '
    'INSERT INTO %I SELECT * FROM moved', from_at, to_at, part);
  EXECUTE format('ALTER TABLE app_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, from_at, to_at);
END $$;--> statement-breakpoint
-- Every month from `from_at` to `to_at`, both included.
CREATE OR REPLACE FUNCTION app_events_ensure_months(from_at timestamptz, to_at timestamptz) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  m timestamp := date_trunc('month', from_at AT TIME ZONE 'UTC');
BEGIN
  WHILE m <= to_at AT TIME ZONE 'UTC' LOOP
    PERFORM app_events_ensure_month(m AT TIME ZONE 'UTC');
    m := m + interval '1 month';
  END LOOP;
END $$;--> statement-breakpoint
-- made ahead: this month and the next two
SELECT app_events_ensure_months(now(), now() + interval '2 months');
