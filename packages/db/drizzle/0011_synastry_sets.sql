CREATE TABLE "synastry_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"planets" jsonb NOT NULL,
	"orbs" jsonb NOT NULL,
	"synastry_category" jsonb NOT NULL,
	"heart_logo" jsonb NOT NULL,
	"synastry_vs_gm" jsonb NOT NULL,
	"synastry_rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "synastry_sets" ADD CONSTRAINT "synastry_sets_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "synastry_sets_name_key" ON "synastry_sets" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "synastry_sets_owner_idx" ON "synastry_sets" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "synastry_sets_created_at_idx" ON "synastry_sets" USING btree ("created_at","id");