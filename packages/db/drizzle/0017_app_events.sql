CREATE TABLE "app_events" (
	"seq" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"stage" smallint,
	"duration_sec" integer,
	"country_code" text,
	"gender" text,
	"device_name" text,
	"os" text,
	"os_version" text,
	"app_version" text,
	"language" text,
	CONSTRAINT "app_events_pkey" PRIMARY KEY("seq","occurred_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "app_events_event_key" ON "app_events" USING btree ("event_id","occurred_at");