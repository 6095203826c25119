CREATE TABLE "analytics_member_year_values" (
	"year" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"country_code" text NOT NULL,
	"gender" text NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "analytics_member_year_values_pkey" PRIMARY KEY("year","dimension","value","country_code","gender","member_id")
);
--> statement-breakpoint
-- the year values are made by the roll-up: it starts again from the first event (as in 0027)
TRUNCATE "analytics_daily", "analytics_member_days", "analytics_member_weeks", "analytics_member_months",
  "analytics_bucket_counts";--> statement-breakpoint
UPDATE "analytics_rollup_state" SET "last_seq" = 0, "events_rolled" = 0, "updated_at" = now();
