CREATE TABLE "fake_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" integer,
	"height" integer,
	"size_bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_profile_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
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
CREATE TABLE "virtual_profiles" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"image_id" uuid,
	"import_id" uuid,
	"import_row" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_profiles" ADD CONSTRAINT "virtual_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_profiles" ADD CONSTRAINT "virtual_profiles_image_id_fake_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."fake_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_profiles" ADD CONSTRAINT "virtual_profiles_import_id_virtual_profile_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."virtual_profile_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fake_images_created_idx" ON "fake_images" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "virtual_profile_imports_status_idx" ON "virtual_profile_imports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_profiles_import_row_key" ON "virtual_profiles" USING btree ("import_id","import_row");