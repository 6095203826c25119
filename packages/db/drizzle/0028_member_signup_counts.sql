CREATE TABLE "member_place_counts" (
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"gender" text NOT NULL,
	"is_deleted" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "member_place_counts_pkey" PRIMARY KEY("country_code","country","city","gender","is_deleted")
);
--> statement-breakpoint
CREATE TABLE "member_signup_counts" (
	"day" date NOT NULL,
	"country_code" text NOT NULL,
	"gender" text NOT NULL,
	"is_deleted" boolean NOT NULL,
	"is_registration_complete" boolean NOT NULL,
	"onboarding_stage" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "member_signup_counts_pkey" PRIMARY KEY("day","country_code","gender","is_deleted","is_registration_complete","onboarding_stage")
);
--> statement-breakpoint
-- Both tables follow members, as member_totals does: one grouped upsert each per statement (COPY and
-- multi-row inserts included), the rows of the statement counted +1 as they are now and -1 as they were.
CREATE FUNCTION member_signups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'created_at, country_code, country, city, gender, is_deleted, is_registration_complete, onboarding_stage';
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM member_signup_counts;
    DELETE FROM member_place_counts;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1 AS d, %s FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT -1 AS d, %s FROM old_rows', cols)
    ELSE format('SELECT 1 AS d, %s FROM new_rows UNION ALL SELECT -1, %s FROM old_rows', cols, cols) END;
  EXECUTE format($q$INSERT INTO member_signup_counts AS t
      (day, country_code, gender, is_deleted, is_registration_complete, onboarding_stage, n)
    SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(country_code, ''), coalesce(gender, ''), is_deleted,
      is_registration_complete, onboarding_stage, sum(d)
    FROM (%s) r GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, country_code, gender, is_deleted, is_registration_complete, onboarding_stage)
    DO UPDATE SET n = t.n + excluded.n$q$, changed);
  EXECUTE format($q$INSERT INTO member_place_counts AS t (country_code, country, city, gender, is_deleted, n)
    SELECT coalesce(country_code, ''), coalesce(country, ''), coalesce(city, ''), coalesce(gender, ''), is_deleted, sum(d)
    FROM (%s) r GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (country_code, country, city, gender, is_deleted) DO UPDATE SET n = t.n + excluded.n$q$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_signups_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_signups_apply();--> statement-breakpoint
CREATE TRIGGER members_signups_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_signups_apply();--> statement-breakpoint
CREATE TRIGGER members_signups_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_signups_apply();--> statement-breakpoint
CREATE TRIGGER members_signups_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION member_signups_apply();--> statement-breakpoint
INSERT INTO member_signup_counts (day, country_code, gender, is_deleted, is_registration_complete, onboarding_stage, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(country_code, ''), coalesce(gender, ''), is_deleted,
    is_registration_complete, onboarding_stage, count(*)
  FROM members GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO member_place_counts (country_code, country, city, gender, is_deleted, n)
  SELECT coalesce(country_code, ''), coalesce(country, ''), coalesce(city, ''), coalesce(gender, ''), is_deleted, count(*)
  FROM members GROUP BY 1, 2, 3, 4, 5;
