CREATE TABLE "analytics_bucket_counts" (
	"unit" text NOT NULL,
	"measure" text NOT NULL,
	"bucket" date NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_bucket_counts_pkey" PRIMARY KEY("unit","measure","bucket","country_code","gender")
);
--> statement-breakpoint
CREATE TABLE "analytics_member_weeks" (
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
	CONSTRAINT "analytics_member_weeks_pkey" PRIMARY KEY("week","member_id")
);
--> statement-breakpoint
-- The member-week rows and the counts are made by the roll-up: it starts again from the first event (the raw
-- events are all kept), so every roll-up is rebuilt by the same code that keeps it up to date.
TRUNCATE "analytics_daily", "analytics_member_days", "analytics_member_months";--> statement-breakpoint
UPDATE "analytics_rollup_state" SET "last_seq" = 0, "events_rolled" = 0, "updated_at" = now();
