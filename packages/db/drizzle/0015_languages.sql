CREATE TABLE "content_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"key" text NOT NULL,
	"base" text NOT NULL,
	"type" text NOT NULL,
	"use_for" text NOT NULL,
	"function_name" text,
	"publish" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"country" text NOT NULL,
	"iso_code" text NOT NULL,
	"mobile_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"content_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"latest" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "translations_content_id_language_id_pk" PRIMARY KEY("content_id","language_id")
);
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_content_id_content_keys_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_exports_created_at_idx" ON "content_exports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_keys_live_key" ON "content_keys" USING btree ("use_for","key") WHERE "content_keys"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_keys_list_idx" ON "content_keys" USING btree ("use_for","category","key");--> statement-breakpoint
CREATE INDEX "content_keys_key_idx" ON "content_keys" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_key_key" ON "languages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "languages_created_at_idx" ON "languages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "translations_language_idx" ON "translations" USING btree ("language_id");