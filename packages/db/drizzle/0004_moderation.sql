CREATE TABLE "member_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reported_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text DEFAULT 'user_report' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"email" text NOT NULL,
	"kind" text DEFAULT 'bug_report' NOT NULL,
	"subject" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"app_version" text,
	"device_platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reporters_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_id_members_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_reports_reported_idx" ON "member_reports" USING btree ("reported_id","created_at");--> statement-breakpoint
CREATE INDEX "member_reports_reporter_idx" ON "member_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_reported_idx" ON "members" USING btree ("last_reported_at") WHERE "members"."reported_count" > 0 and not "members"."is_deleted";--> statement-breakpoint
CREATE INDEX "members_review_idx" ON "members" USING btree ("modified_at") WHERE "members"."is_registration_complete" and not "members"."is_deleted";--> statement-breakpoint
CREATE INDEX "members_rated_idx" ON "members" USING btree ("modified_at") WHERE "members"."rating" is not null and "members"."is_registration_complete" and not "members"."is_deleted";--> statement-breakpoint
CREATE INDEX "members_review_status_idx" ON "members" USING btree ("user_status","modified_at") WHERE "members"."is_registration_complete" and not "members"."is_deleted";--> statement-breakpoint
-- reported_count used to be drawn at random by the demo generator: from now on it counts member_reports
UPDATE "members" SET "reported_count" = 0 WHERE "reported_count" <> 0;--> statement-breakpoint
-- keeps reported_count, reporters_count and last_reported_at of the members named by the changed reports
CREATE FUNCTION member_reports_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m
     SET reported_count = coalesce(s.total, 0),
         reporters_count = coalesce(s.reporters, 0),
         last_reported_at = s.last_at
    FROM (SELECT DISTINCT reported_id FROM changed_rows) c
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total, count(DISTINCT r.reporter_id)::int AS reporters, max(r.created_at) AS last_at
        FROM member_reports r
       WHERE r.reported_id = c.reported_id
    ) s ON true
   WHERE m.id = c.reported_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_reports_summary_insert AFTER INSERT ON member_reports REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_reports_summarise();--> statement-breakpoint
CREATE TRIGGER member_reports_summary_delete AFTER DELETE ON member_reports REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_reports_summarise();
