CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"duration_count" bigint DEFAULT 0 NOT NULL,
	"duration_sum" bigint DEFAULT 0 NOT NULL,
	"duration_min" integer,
	"duration_max" integer,
	CONSTRAINT "analytics_daily_pkey" PRIMARY KEY("day","kind","name","country_code","gender")
);
--> statement-breakpoint
CREATE TABLE "analytics_member_days" (
	"day" date NOT NULL,
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
	CONSTRAINT "analytics_member_days_pkey" PRIMARY KEY("day","member_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_member_months" (
	"month" date NOT NULL,
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
	CONSTRAINT "analytics_member_months_pkey" PRIMARY KEY("month","member_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"events_rolled" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_member_days_member_idx" ON "analytics_member_days" USING btree ("member_id","day");