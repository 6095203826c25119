-- The members' cohort trigger (0030) waits on a lock of its own, which the roll-up takes only for its last
-- statement (the chunk's new member days into the cohort cells), no longer on the roll-up's, which a chunk
-- holds from its first statement to its commit: a sign-up or a change of country, gender or sign-up day
-- waited for a whole chunk. Each side still sees the other's committed rows once it has the lock: a chunk
-- counts its new days under the members as they are then; a member's statement moves the days stored then.
CREATE OR REPLACE FUNCTION member_cohorts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM pg_advisory_xact_lock(hashtext('analytics-cohorts'));
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
$$;
