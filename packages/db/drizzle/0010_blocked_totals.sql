ALTER TABLE "member_totals" ADD COLUMN "is_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- name searches on the Profiles grid and tabs count their matches from this index alone (issue 10)
CREATE INDEX "members_review_search_idx" ON "members" USING btree ("user_status","search_name","gender","rating","modified_at") WHERE "members"."is_registration_complete" and not "members"."is_deleted";--> statement-breakpoint
ALTER TABLE "member_totals" DROP CONSTRAINT "member_totals_pkey";
--> statement-breakpoint
ALTER TABLE "member_totals" ADD CONSTRAINT "member_totals_pkey" PRIMARY KEY("country_code","gender","is_registration_complete","is_profile_complete","is_deleted","is_blocked");--> statement-breakpoint
-- member_totals keeps the blocked apart (issue 10): the members list's Blocked tab and the not-blocked tab
-- read their counts from here instead of counting members. The trigger function of 0001 with is_blocked.
CREATE OR REPLACE FUNCTION member_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM member_totals;
  ELSIF TG_OP = 'INSERT' THEN
  INSERT INTO member_totals AS t (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked, n)
  SELECT k1, k2, k3, k4, k5, k6, sum(d) FROM (SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, is_blocked, 1 FROM new_rows) AS delta (k1, k2, k3, k4, k5, k6, d)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked)
  DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO member_totals AS t (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked, n)
  SELECT k1, k2, k3, k4, k5, k6, sum(d) FROM (SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, is_blocked, -1 FROM old_rows) AS delta (k1, k2, k3, k4, k5, k6, d)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked)
  DO UPDATE SET n = t.n + excluded.n;
  ELSE
  INSERT INTO member_totals AS t (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked, n)
  SELECT k1, k2, k3, k4, k5, k6, sum(d) FROM (SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, is_blocked, 1 FROM new_rows UNION ALL SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, is_blocked, -1 FROM old_rows) AS delta (k1, k2, k3, k4, k5, k6, d)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked)
  DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM member_totals;--> statement-breakpoint
INSERT INTO member_totals (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, is_blocked, n)
  SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, is_blocked, count(*) FROM members GROUP BY 1, 2, 3, 4, 5, 6;
