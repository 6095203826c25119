CREATE TABLE "pair_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"pair_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pair_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pairs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" uuid NOT NULL,
	"user_a" jsonb NOT NULL,
	"user_b" jsonb NOT NULL,
	"import_id" uuid,
	"import_row" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pair_groups" ADD CONSTRAINT "pair_groups_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_imports" ADD CONSTRAINT "pair_imports_group_id_pair_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pair_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_group_id_pair_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pair_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_import_id_pair_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."pair_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pair_groups_name_key" ON "pair_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "pair_imports_status_idx" ON "pair_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pairs_group_seq_idx" ON "pairs" USING btree ("group_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_import_row_key" ON "pairs" USING btree ("import_id","import_row");