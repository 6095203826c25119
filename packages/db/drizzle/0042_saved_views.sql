CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_key" ON "saved_views" USING btree ("owner_id","list","name");--> statement-breakpoint
CREATE INDEX "saved_views_list_idx" ON "saved_views" USING btree ("list","shared");