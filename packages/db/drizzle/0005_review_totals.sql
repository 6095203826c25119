CREATE TABLE "member_review_totals" (
	"user_status" text NOT NULL,
	"gender" text NOT NULL,
	"rating" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "member_review_totals_pkey" PRIMARY KEY("user_status","gender","rating")
);
--> statement-breakpoint
INSERT INTO member_review_totals (user_status, gender, rating, n)
SELECT user_status, coalesce(gender, ''), coalesce(rating, ''), count(*) FROM members
 WHERE is_registration_complete AND NOT is_deleted GROUP BY 1, 2, 3;--> statement-breakpoint
-- member_review_totals follows members: one grouped upsert per statement, like member_totals
CREATE FUNCTION member_review_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM member_review_totals;
  ELSIF TG_OP = 'INSERT' THEN
  INSERT INTO member_review_totals AS t (user_status, gender, rating, n)
  SELECT k1, k2, k3, sum(d) FROM (SELECT user_status, coalesce(gender, ''), coalesce(rating, ''), 1 FROM new_rows WHERE is_registration_complete AND NOT is_deleted) AS delta (k1, k2, k3, d)
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_status, gender, rating) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO member_review_totals AS t (user_status, gender, rating, n)
  SELECT k1, k2, k3, sum(d) FROM (SELECT user_status, coalesce(gender, ''), coalesce(rating, ''), -1 FROM old_rows WHERE is_registration_complete AND NOT is_deleted) AS delta (k1, k2, k3, d)
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_status, gender, rating) DO UPDATE SET n = t.n + excluded.n;
  ELSE
  INSERT INTO member_review_totals AS t (user_status, gender, rating, n)
  SELECT k1, k2, k3, sum(d) FROM (SELECT user_status, coalesce(gender, ''), coalesce(rating, ''), 1 FROM new_rows WHERE is_registration_complete AND NOT is_deleted UNION ALL SELECT user_status, coalesce(gender, ''), coalesce(rating, ''), -1 FROM old_rows WHERE is_registration_complete AND NOT is_deleted) AS delta (k1, k2, k3, d)
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_status, gender, rating) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_review_totals_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_review_totals_apply();--> statement-breakpoint
CREATE TRIGGER members_review_totals_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_review_totals_apply();--> statement-breakpoint
CREATE TRIGGER members_review_totals_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_review_totals_apply();--> statement-breakpoint
CREATE TRIGGER members_review_totals_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION member_review_totals_apply();
