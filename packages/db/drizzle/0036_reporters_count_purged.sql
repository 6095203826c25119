-- reporters_count counted only reporters with an account: a member reported once by a reporter whose
-- account was purged since showed 0 unique reporters beside 1 report. A report without a reporter now
-- counts as one reporter of its own (the reports of a purged account can't be told apart), and a purge
-- (reporter_id set to null) re-counts the member's summary.
CREATE OR REPLACE FUNCTION member_reports_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m
     SET reported_count = coalesce(s.total, 0),
         reporters_count = coalesce(s.reporters, 0),
         last_reported_at = s.last_at
    FROM (SELECT DISTINCT reported_id FROM changed_rows) c
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total,
             (count(DISTINCT r.reporter_id) + count(*) FILTER (WHERE r.reporter_id IS NULL))::int AS reporters,
             max(r.created_at) AS last_at
        FROM member_reports r
       WHERE r.reported_id = c.reported_id
    ) s ON true
   WHERE m.id = c.reported_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_reports_summary_update AFTER UPDATE ON member_reports REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_reports_summarise();--> statement-breakpoint
UPDATE members m
   SET reporters_count = s.reporters
  FROM (
    SELECT reported_id,
           (count(DISTINCT reporter_id) + count(*) FILTER (WHERE reporter_id IS NULL))::int AS reporters
      FROM member_reports
     GROUP BY reported_id
  ) s
 WHERE m.id = s.reported_id AND m.reporters_count <> s.reporters;
