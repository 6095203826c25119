CREATE TABLE "ai_report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership" text NOT NULL,
	"number" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"live_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	CONSTRAINT "ai_report_versions_membership_check" CHECK ("ai_report_versions"."membership" in ('premium', 'free'))
);
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid
);
--> statement-breakpoint
ALTER TABLE "ai_report_versions" ADD CONSTRAINT "ai_report_versions_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_report_versions_number_key" ON "ai_report_versions" USING btree ("membership","number");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_report_versions_live_key" ON "ai_report_versions" USING btree ("membership") WHERE "ai_report_versions"."is_live";