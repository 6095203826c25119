-- member_reports becomes reports: one name for the domain, from the console to the table. Its constraints,
-- indexes, triggers and the triggers' function are renamed with it (renamed, not rebuilt: no index build or
-- foreign-key check on a large table).
ALTER TABLE "member_reports" RENAME TO "reports";--> statement-breakpoint
ALTER TABLE "reports" RENAME CONSTRAINT "member_reports_pkey" TO "reports_pkey";--> statement-breakpoint
ALTER TABLE "reports" RENAME CONSTRAINT "member_reports_reported_id_members_id_fk" TO "reports_reported_id_members_id_fk";--> statement-breakpoint
ALTER TABLE "reports" RENAME CONSTRAINT "member_reports_reporter_id_members_id_fk" TO "reports_reporter_id_members_id_fk";--> statement-breakpoint
ALTER INDEX "member_reports_reported_idx" RENAME TO "reports_reported_idx";--> statement-breakpoint
ALTER INDEX "member_reports_reporter_idx" RENAME TO "reports_reporter_idx";--> statement-breakpoint
-- the summary of the members named by the changed reports, as migration 0036 left it, reading the new name
CREATE FUNCTION reports_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
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
        FROM reports r
       WHERE r.reported_id = c.reported_id
    ) s ON true
   WHERE m.id = c.reported_id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER member_reports_summary_insert ON reports;--> statement-breakpoint
DROP TRIGGER member_reports_summary_delete ON reports;--> statement-breakpoint
DROP TRIGGER member_reports_summary_update ON reports;--> statement-breakpoint
DROP FUNCTION member_reports_summarise();--> statement-breakpoint
CREATE TRIGGER reports_summary_insert AFTER INSERT ON reports REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_summarise();--> statement-breakpoint
CREATE TRIGGER reports_summary_delete AFTER DELETE ON reports REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_summarise();--> statement-breakpoint
CREATE TRIGGER reports_summary_update AFTER UPDATE ON reports REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_summarise();
