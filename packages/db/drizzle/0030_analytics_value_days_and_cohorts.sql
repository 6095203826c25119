CREATE TABLE "analytics_cohort_days" (
	"signup_day" date NOT NULL,
	"day_offset" smallint NOT NULL,
	"country_code" text NOT NULL,
	"gender" text NOT NULL,
	"members" bigint NOT NULL,
	CONSTRAINT "analytics_cohort_days_pkey" PRIMARY KEY("signup_day","day_offset","country_code","gender")
);
--> statement-breakpoint
CREATE TABLE "analytics_member_week_befores" (
	"week" date NOT NULL,
	"member_id" uuid NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"device_name" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"visit_mask" integer DEFAULT 0 NOT NULL,
	"action_mask" integer DEFAULT 0 NOT NULL,
	"feature_mask" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_member_week_befores_pkey" PRIMARY KEY("week","member_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_value_days" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"country_code" text NOT NULL,
	"gender" text NOT NULL,
	"gap_all" smallint NOT NULL,
	"gap_country" smallint NOT NULL,
	"gap_gender" smallint NOT NULL,
	"gap_both" smallint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "analytics_value_days_pkey" PRIMARY KEY("dimension","day","value","country_code","gender","gap_all","gap_country","gap_gender","gap_both")
);
--> statement-breakpoint
-- The cohort cells follow members too (as member_signup_counts, 0028): the rows of the statement whose
-- sign-up day, country or gender is new count their member days (0 to 30 days after signing up) +1, as
-- they were -1. The roll-up's lock keeps a chunk that adds member days and such a statement apart.
CREATE FUNCTION member_cohorts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'id, created_at, country_code, gender';
  moved text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM analytics_cohort_days;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o USING (id)
        WHERE (n.created_at, n.country_code, n.gender) IS DISTINCT FROM (o.created_at, o.country_code, o.gender)) THEN
      RETURN NULL;
    END IF;
    moved := 'SELECT 1 AS d, n.id, n.created_at, n.country_code, n.gender FROM new_rows n JOIN old_rows o USING (id)
        WHERE (n.created_at, n.country_code, n.gender) IS DISTINCT FROM (o.created_at, o.country_code, o.gender)
      UNION ALL SELECT -1, o.id, o.created_at, o.country_code, o.gender FROM new_rows n JOIN old_rows o USING (id)
        WHERE (n.created_at, n.country_code, n.gender) IS DISTINCT FROM (o.created_at, o.country_code, o.gender)';
  ELSE
    moved := format('SELECT %s AS d, %s FROM %s', CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, cols,
      CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('analytics-rollup'));
  EXECUTE format($q$INSERT INTO analytics_cohort_days AS t (signup_day, day_offset, country_code, gender, members)
    SELECT r.signup_day, a.day - r.signup_day, r.country_code, r.gender, sum(r.d)
    FROM (SELECT d, id, (created_at AT TIME ZONE 'UTC')::date AS signup_day, coalesce(country_code, '') AS country_code,
        coalesce(gender, '') AS gender FROM (%s) x) r
      JOIN analytics_member_days a ON a.member_id = r.id AND a.day BETWEEN r.signup_day AND r.signup_day + 30
    GROUP BY 1, 2, 3, 4 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (signup_day, day_offset, country_code, gender) DO UPDATE SET members = t.members + excluded.members$q$,
    moved);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_cohorts_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_cohorts_apply();--> statement-breakpoint
CREATE TRIGGER members_cohorts_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_cohorts_apply();--> statement-breakpoint
CREATE TRIGGER members_cohorts_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_cohorts_apply();--> statement-breakpoint
CREATE TRIGGER members_cohorts_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION member_cohorts_apply();--> statement-breakpoint
-- the value days and the cohort cells are made by the roll-up: it starts again from the first event (as in
-- 0027 and 0029)
TRUNCATE "analytics_daily", "analytics_member_days", "analytics_member_weeks", "analytics_member_months",
  "analytics_bucket_counts", "analytics_member_year_values";--> statement-breakpoint
UPDATE "analytics_rollup_state" SET "last_seq" = 0, "events_rolled" = 0, "updated_at" = now();
